import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Neighbour } from '../../api/content.ts';
import { t } from '../../strings.ts';
import { DetailFrame } from '../../ui/DetailFrame.tsx';
import { RichHtml } from '../../ui/RichHtml.tsx';
import { useRouteMeta } from '../../site/useRouteMeta.ts';
import { ArticleActions } from './ArticleActions.tsx';
import { areas, type Area } from './areas.ts';
import { ReadAloud } from './ReadAloud.tsx';

/** The frame every detail shares: banner, title, meta line, an optional aside, the sanitised body, prev/next. */
export function DetailPage({
  area,
  record: { content, prev, next },
  title,
  meta,
  aside,
}: {
  area: Area;
  /** The record's body and its neighbours in the list. */
  record: { content: string; prev: Neighbour | null; next: Neighbour | null };
  title: string;
  meta?: ReactNode;
  aside?: ReactNode;
}) {
  const { fallbackTitle, listPath, detailPath } = areas[area];
  const { meta: routeMeta } = useRouteMeta();
  const section = routeMeta?.name ?? fallbackTitle;
  const neighbour = (label: string, item: Neighbour | null, rel: string) => (
    <p>
      <span className="neighbour__label">{label}：</span>
      {item ? (
        <Link to={detailPath} params={{ id: String(item.id) }} rel={rel}>
          {item.title}
        </Link>
      ) : (
        <span>{t.detail.none}</span>
      )}
    </p>
  );
  return (
    <DetailFrame section={section} listPath={listPath} title={title} className="detail">
      <article className="detail__article" data-testid="detail">
        <header className="detail__header">
          <h2 className="detail__title">{title}</h2>
          {meta && <div className="meta-line detail__meta">{meta}</div>}
          <ArticleActions title={title}>
            <ReadAloud title={title} html={content} />
          </ArticleActions>
        </header>
        {aside}
        <RichHtml html={content} className="detail__content" />
        <nav className="neighbours" aria-label={`${t.detail.prev}/${t.detail.next}`}>
          {neighbour(t.detail.prev, prev, 'prev')}
          {neighbour(t.detail.next, next, 'next')}
        </nav>
        <Link to={listPath} className="back-link">
          {t.detail.backToList}
        </Link>
      </article>
    </DetailFrame>
  );
}
