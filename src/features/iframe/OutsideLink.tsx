import { OpenRegular } from '@fluentui/react-icons/svg/open';
import { t } from '../../strings.ts';
import { PageBanner } from '../../ui/PageBanner.tsx';

/** /iframe?url= for a host the portal does not frame: the address in full, to open in a new tab if the reader trusts it. */
export function OutsideLink({ href }: { href: string }) {
  const title = t.iframe.title('');
  return (
    <>
      <PageBanner title={title} trail={[{ label: title }]} />
      <div className="container page-section outside-link" data-testid="iframe-outside">
        <h2>{t.iframe.outsideTitle}</h2>
        <p>{t.iframe.outsideBody}</p>
        <p className="outside-link__address">
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid="iframe-outside-link">
            <OpenRegular aria-hidden="true" /> {t.iframe.outsideOpen}
          </a>
          <code>{href}</code>
        </p>
      </div>
    </>
  );
}
