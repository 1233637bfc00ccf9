import { createFileRoute } from '@tanstack/react-router';
import { OrganizationListPage } from '../../../features/articles/OrganizationPages.tsx';
import { parseKind } from '../../../features/articles/organization-kind.ts';
import { LIST_PAGE_SIZE, organizationQueries } from '../../../features/articles/queries.ts';
import { pageSearch } from '../../-route-options.tsx';

export const Route = createFileRoute('/_login/services/organization')({
  validateSearch: (search: Record<string, unknown>) => {
    const kind = parseKind(search.kind);
    return { ...pageSearch(search), ...(kind ? { kind } : {}) };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, kind: search.kind }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(organizationQueries.list(deps.page, LIST_PAGE_SIZE, deps.kind ? { kind: deps.kind } : {})),
  component: function Organizations() {
    const { page = 1, kind } = Route.useSearch();
    return <OrganizationListPage page={page} kind={kind} />;
  },
});
