import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { t } from '../../strings.ts';
import { PageBanner } from '../../ui/PageBanner.tsx';
import { useRouteMeta } from '../../site/useRouteMeta.ts';

/** Shows an embedded page with a loading indicator until the frame has loaded. */
export function IframePage({ src }: { src: string }) {
  const { meta } = useRouteMeta();
  const [loaded, setLoaded] = useState(false);
  const title = t.iframe.title(meta?.name ?? '');
  return (
    <>
      <PageBanner title={title} trail={[{ label: title }]} />
      <div className="container page-section iframe-page">
        {!loaded && (
          <div className="iframe-page__loading" data-testid="iframe-loading">
            <Spinner label={t.iframe.loading} />
          </div>
        )}
        <iframe
          key={src}
          src={src}
          title={title}
          className={`iframe-page__frame ${loaded ? 'is-loaded' : ''}`}
          data-testid="iframe"
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      </div>
    </>
  );
}
