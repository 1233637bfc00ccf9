import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentListPage } from '../../../../../features/admin/content/ContentListPage.tsx';
import { contentKind } from '../../../../../features/admin/content/fields.ts';
import { parseContentListSearch } from '../../../../../features/admin/content/search.ts';
import { adminContentT } from '../../../../../strings/admin.ts';
import { useConsoleTitle } from '../../../-console-title.ts';
import { loadContentData } from '../-load-content.ts';

export const Route = createFileRoute('/admin/_console/content/$kind/')({
  validateSearch: parseContentListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    const data = await loadContentData();
    if (!data.contentKind(params.kind)) throw notFound();
    await queryClient.ensureQueryData(data.contentListQueryOptions(params.kind, deps));
  },
  component: ContentList,
});

function ContentList() {
  const kind = contentKind(Route.useParams().kind)!;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useConsoleTitle(adminContentT.listTitle(kind.what));
  return <ContentListPage kind={kind} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
