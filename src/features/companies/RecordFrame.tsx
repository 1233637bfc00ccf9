import type { ReactNode } from 'react';
import { DetailFrame } from '../../ui/DetailFrame.tsx';
import { useRouteMeta } from '../../site/useRouteMeta.ts';

/** A company's or a position's page: the menu's name for its list as the banner, the record, a link back to the list. */
export function RecordFrame({
  text,
  listPath,
  title,
  kind,
  children,
}: {
  /** The area's strings: its own title (when the menu has none) and the back link's label. */
  text: { title: string; backToList: string };
  listPath: string;
  title: string;
  /** The body's class and test id. */
  kind: 'company-detail' | 'job-detail';
  children: ReactNode;
}) {
  const { meta } = useRouteMeta();
  return (
    <DetailFrame
      section={meta?.name ?? text.title}
      listPath={listPath}
      title={title}
      className={kind}
      testId={kind}
      backLabel={text.backToList}
    >
      {children}
    </DetailFrame>
  );
}
