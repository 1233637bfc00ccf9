import type { DictGroup } from '../api/site.ts';
import { dictEntries, dictLabel, dictLabels } from '../site/dicts.ts';
import { imageSrc } from '../lib/images.ts';
import { t } from '../strings.ts';
import { SmartLink } from '../ui/SmartLink.tsx';

/** Footer built from dictionaries: school and faculty links, contacts, the two QR images and filing labels. */
export function Footer({ dicts }: { dicts: DictGroup[] }) {
  const contact = (value: string) => dictLabel(dicts, 'site_contact', value);
  const qr = (value: string) => imageSrc(dictLabel(dicts, 'site_qrcode', value));
  const linkList = (type: string) => (
    <ul role="list">
      {dictEntries(dicts, type).map((e) => (
        <li key={e.dictValue + e.dictLabel}>
          <SmartLink href={e.dictValue}>{e.dictLabel}</SmartLink>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-school">
          <h2 id="footer-school">{t.footer.schoolLinks}</h2>
          {linkList('footer_school_links')}
        </section>
        <section aria-labelledby="footer-faculty" className="site-footer__faculties">
          <h2 id="footer-faculty">{t.footer.facultyLinks}</h2>
          {linkList('footer_faculty_links')}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.footer.contact}</h2>
          <address>
            {/* Each line only when the dictionary has it: a backend may leave any of them out. */}
            {contact('address') && (
              <p>
                {t.footer.address}：{contact('address')}
              </p>
            )}
            {contact('postcode') && (
              <p>
                {t.footer.postcode}：{contact('postcode')}
              </p>
            )}
            {contact('phone') && (
              <p>
                {t.footer.phone}：{contact('phone')}
              </p>
            )}
            {dictLabels(dicts, 'site_contact', 'email').map((email) => (
              <p key={email}>
                {t.footer.email}：<a href={`mailto:${email}`}>{email}</a>
              </p>
            ))}
          </address>
        </section>
        <section className="site-footer__qrs" aria-label={t.a11y.qrCodes}>
          {[
            { src: qr('service_account'), label: t.footer.serviceAccount },
            { src: qr('mini_program'), label: t.footer.miniProgram },
          ]
            .filter((q) => q.src)
            .map((q) => (
              <figure key={q.label}>
                <img src={q.src} alt={q.label} width={112} height={112} loading="lazy" />
                <figcaption>{q.label}</figcaption>
              </figure>
            ))}
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          {dictEntries(dicts, 'site_filing').map((e) => (
            <span key={e.dictValue}>{e.dictLabel}</span>
          ))}
        </div>
      </div>
    </footer>
  );
}
