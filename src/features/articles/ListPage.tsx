import type { ReactNode } from 'react';
import { t } from '../../strings.ts';
import { PageBanner } from '../../ui/PageBanner.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { useRouteMeta } from '../../site/useRouteMeta.ts';
import { areas, type Area } from './areas.ts';
import { CardHeading } from './cards.tsx';

/** Banner with the menu title, the items, pagination. */
export function ListPage<T>({
  area,
  page,
  data,
  layout,
  render,
  filters,
}: {
  area: Area;
  page: number;
  data: { list: T[]; total: number; pageSize: number };
  layout: 'rows' | 'grid' | 'portraits';
  /** `index` on the page: the first item's picture is what a phone shows first, so it may load eagerly */
  render: (item: T, index: number) => ReactNode;
  filters?: ReactNode;
}) {
  const { meta } = useRouteMeta();
  const title = meta?.name ?? areas[area].fallbackTitle;
  return (
    <>
      <PageBanner title={title} trail={[{ label: title }]} />
      <div className="container page-section">
        {filters}
        {data.list.length === 0 ? (
          <p className="empty-state">{t.list.empty}</p>
        ) : (
          <CardHeading.Provider value="h2">
            <div className={`list list--${layout}`} data-testid="list">
              {data.list.map(render)}
            </div>
          </CardHeading.Provider>
        )}
        <Pagination page={page} pageSize={data.pageSize} total={data.total} />
      </div>
    </>
  );
}
