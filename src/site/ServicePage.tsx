import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useOnline } from '../ui/useOnline.ts';
import { t } from '../strings.ts';
import { PageBanner } from '../ui/PageBanner.tsx';
import { useRouteMeta } from './useRouteMeta.ts';

/** The frame of every service page: the menu's title, a breadcrumb, and a note when the service needs the network. */
export function ServicePage({
  fallbackTitle,
  trail,
  children,
}: {
  fallbackTitle: string;
  trail?: Array<{ label: string; href?: string }>;
  children: ReactNode;
}) {
  const { meta } = useRouteMeta();
  const online = useOnline();
  const title = meta?.name ?? fallbackTitle;
  return (
    <>
      <PageBanner title={title} trail={trail ?? [{ label: title }]} />
      <div className="container page-section service-page">
        {!online && (
          <MessageBar intent="warning" className="service-page__offline" data-testid="service-offline">
            <MessageBarBody>{t.services.needsNetwork}</MessageBarBody>
          </MessageBar>
        )}
        {children}
      </div>
    </>
  );
}
