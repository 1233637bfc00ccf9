import { createFileRoute, redirect } from '@tanstack/react-router';
import { resolveFrameUrl } from '../../features/iframe/frame-url.ts';
import { IframePage } from '../../features/iframe/IframePage.tsx';
import { menuQueryOptions } from '../../features/site/queries.ts';
import { siteOrigin } from '../../lib/origin.ts';

export const Route = createFileRoute('/iframe/{-$id}')({
  validateSearch: (search: Record<string, unknown>): { url?: string } => (typeof search.url === 'string' ? { url: search.url } : {}),
  loaderDeps: ({ search }) => ({ url: search.url }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const menus = await queryClient.ensureQueryData(menuQueryOptions());
    const src = resolveFrameUrl({ url: deps.url, id: params.id, menus, origin: siteOrigin() });
    if (!src) throw redirect({ to: '/error', search: { to: 404 } });
    return { src };
  },
  component: function Frame() {
    const { src } = Route.useLoaderData();
    return <IframePage src={src} />;
  },
});
