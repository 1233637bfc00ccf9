import { Button, MessageBar, MessageBarBody, Tab, TabList } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PERSONAL_KEY } from '../../session/store.ts';
import { SEARCH_KINDS, type SearchKind } from '../../shared/api/search.ts';
import type { Segment } from '../../shared/search/snippet.ts';
import { t } from '../../strings.ts';
import { PageBanner } from '../../ui/PageBanner.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useOnline } from '../../ui/useOnline.ts';
import type { SearchHit, SearchPage as Results } from './api.ts';
import { searchOffline } from './offline-search.ts';
import { SEARCH_PAGE_SIZE, searchQueries } from './queries.ts';
import { SearchBox } from './SearchBox.tsx';
import { detailPath, type SearchParams } from './search-params.ts';
import './search.css';

const s = t.search;

/** Matched words in <mark>, as text nodes: nothing of the content is parsed as HTML. */
function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((seg, i) => (seg.mark ? <mark key={i}>{seg.text}</mark> : <span key={i}>{seg.text}</span>));
}

/** Online the server's index; offline what this device has read (the same answer's shape). */
function useResults(q: string, kind: SearchKind | undefined, page: number, online: boolean) {
  const queryClient = useQueryClient();
  const onlineResults = useQuery({ ...searchQueries.results(q, kind, page), enabled: online && q !== '' });
  const offlineResults = useQuery({
    queryKey: [PERSONAL_KEY, 'search-offline', { q, kind, page }],
    queryFn: () => searchOffline(queryClient, q, kind, page, SEARCH_PAGE_SIZE),
    enabled: !online && q !== '',
    // It reads the device's own cache: it must run while the network is gone, and be read again each time.
    networkMode: 'always',
    gcTime: 0,
    staleTime: 0,
  });
  return online ? onlineResults : offlineResults;
}

export function SearchPage({ search }: { search: SearchParams }) {
  const q = search.q ?? '';
  const page = search.page ?? 1;
  const online = useOnline();
  const navigate = useNavigate();
  useDocumentTitle(q ? `${q} - ${s.title}` : s.title);
  const { data, isFetching, isPlaceholderData, isError, refetch } = useResults(q, search.kind, page, online);
  const selectKind = (kind: SearchKind | undefined) => void navigate({ to: '/search', search: { q, kind } });
  const kinds = data ? SEARCH_KINDS.filter((k) => data.counts[k] !== undefined) : [];
  const all = data ? kinds.reduce((n, k) => n + (data.counts[k] ?? 0), 0) : 0;

  return (
    <>
      <PageBanner title={s.title} trail={[{ label: s.title }]} />
      <div className="container page-section search-page">
        {/* Remount with the URL's words (back/forward), so the box shows what is searched. */}
        <SearchBox key={q} initial={q} className="search-page__box" testId="search-page-box" autoFocus={!q} label={s.pageFormLabel} />
        {!online && (
          <MessageBar intent="info" className="search-page__offline" data-testid="search-offline">
            <MessageBarBody>{s.offlineNotice}</MessageBarBody>
          </MessageBar>
        )}
        {!q ? (
          <p className="search-page__prompt">{s.prompt}</p>
        ) : (
          <section className="search-page__results" aria-labelledby="search-results-title" aria-busy={isFetching}>
            <h2 id="search-results-title" className="search-page__count" data-testid="search-count">
              {data ? s.resultCount(q, data.total) : s.searching}
            </h2>
            {data && kinds.length > 0 && (
              <TabList
                className="search-page__kinds"
                aria-label={s.kindsLabel}
                selectedValue={search.kind ?? 'all'}
                onTabSelect={(_, d) => selectKind(d.value === 'all' ? undefined : (d.value as SearchKind))}
              >
                <Tab value="all">{`${s.all} ${all}`}</Tab>
                {kinds.map((k) => (
                  <Tab key={k} value={k} data-testid={`search-kind-${k}`}>{`${s.kinds[k]} ${data.counts[k]}`}</Tab>
                ))}
              </TabList>
            )}
            <ResultList
              data={data}
              loading={!data || (isFetching && isPlaceholderData)}
              failed={isError && !data}
              onRetry={() => void refetch()}
              q={q}
              online={online}
            />
            {data && <Pagination page={page} pageSize={SEARCH_PAGE_SIZE} total={data.total} />}
          </section>
        )}
      </div>
    </>
  );
}

function ResultList({
  data,
  loading,
  failed,
  onRetry,
  q,
  online,
}: {
  data: Results | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  q: string;
  online: boolean;
}) {
  if (failed)
    return (
      <div className="empty-state" role="alert">
        <p>{s.failed}</p>
        <Button onClick={onRetry}>{s.retry}</Button>
      </div>
    );
  if (loading || !data)
    return (
      <p className="search-page__loading" role="status">
        {s.searching}
      </p>
    );
  if (data.list.length === 0)
    return (
      <div className="empty-state search-page__empty" data-testid="search-empty">
        <p>{s.empty(q)}</p>
        <p className="search-page__hint">{online ? s.emptyHint : s.offlineEmptyHint}</p>
      </div>
    );
  return (
    <ol className="search-page__list" data-testid="search-results">
      {data.list.map((hit) => (
        <ResultItem key={`${hit.kind}-${hit.id}`} hit={hit} />
      ))}
    </ol>
  );
}

function ResultItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit" data-testid="search-hit" data-kind={hit.kind}>
      <span className="search-hit__kind">{s.kinds[hit.kind]}</span>
      <h3 className="search-hit__title">
        <Link to={detailPath[hit.kind]} params={{ id: String(hit.id) }}>
          <Marked segments={hit.title} />
        </Link>
      </h3>
      {hit.snippet.length > 0 && (
        <p className="search-hit__snippet">
          <Marked segments={hit.snippet} />
        </p>
      )}
      <time className="search-hit__date" dateTime={hit.publishedAt}>
        {formatDate(hit.publishedAt)}
      </time>
    </li>
  );
}
