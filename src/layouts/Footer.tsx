import type { DictGroup } from '../api/site.ts';
import { dictEntries, dictLabel, dictLabels } from '../site/dicts.ts';
import { filingLines } from '../site/filing.ts';
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
          {filingLines(dictEntries(dicts, 'site_filing')).map((line) => {
            const content = (
              <>
                {line.badge && <PoliceBadge />}
                {line.text}
              </>
            );
            return line.href ? (
              <a key={line.key} href={line.href} target="_blank" rel="noopener noreferrer" data-filing={line.key}>
                {content}
              </a>
            ) : (
              <span key={line.key} data-filing={line.key}>
                {content}
              </span>
            );
          })}
        </div>
      </div>
    </footer>
  );
}

/**
 * The 公安备案 badge, drawn in place (nothing the portal shows comes from another host): a white shield holding a
 * blue one and a gold star, visible on the dark footer. Decorative: the number beside it says what it is.
 */
function PoliceBadge() {
  return (
    <svg className="site-footer__badge" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M10 1.5 17 4v5.2c0 4.3-2.9 7.7-7 9.3-4.1-1.6-7-5-7-9.3V4z" fill="#ffffff" />
      <path d="M10 4.2 14.6 6v3.4c0 2.9-1.8 5.2-4.6 6.4-2.8-1.2-4.6-3.5-4.6-6.4V6z" fill="#1f4e9d" />
      <path d="m10 6.6.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z" fill="#ffd84d" />
    </svg>
  );
}
