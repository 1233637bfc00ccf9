import { Link } from '@tanstack/react-router';
import { t } from '../strings.ts';

/** Page numbers to show: first, last, current ±2, with null for a gap (a gap of one page shows the page). */
export function pageWindow(current: number, pages: number): Array<number | null> {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => current + d)])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of shown) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/** Numbered pagination as links (?page=N), hidden when there is only one page. */
export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (p: number, label: string, extra?: { rel?: string; 'aria-current'?: 'page' }) => (
    <Link
      key={`${label}-${p}`}
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, page: p })}
      className="pager__item"
      {...extra}
    >
      {label}
    </Link>
  );
  return (
    <nav className="pager" aria-label={t.list.pagination} data-testid="pagination">
      <span className="pager__total">{t.list.total(total)}</span>
      {page > 1 ? (
        link(page - 1, t.list.prev, { rel: 'prev' })
      ) : (
        <span className="pager__item pager__item--disabled" aria-disabled="true">
          {t.list.prev}
        </span>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} className="pager__item pager__item--current" aria-current="page">
            {p}
          </span>
        ) : (
          link(p, String(p))
        ),
      )}
      {page < pages ? (
        link(page + 1, t.list.next, { rel: 'next' })
      ) : (
        <span className="pager__item pager__item--disabled" aria-disabled="true">
          {t.list.next}
        </span>
      )}
    </nav>
  );
}
