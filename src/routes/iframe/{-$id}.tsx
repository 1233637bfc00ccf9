import { createFileRoute, redirect } from '@tanstack/react-router';
import { outsideFrameUrl, resolveFrameUrl } from '../../features/iframe/frame-url.ts';
import { IframePage } from '../../features/iframe/IframePage.tsx';
import { OutsideLink } from '../../features/iframe/OutsideLink.tsx';
import { menuQueryOptions } from '../../site/queries.ts';
import { siteOrigin } from '../../lib/origin.ts';

export const Route = createFileRoute('/iframe/{-$id}')({
  validateSearch: (search: Record<string, unknown>): { url?: string } => (typeof search.url === 'string' ? { url: search.url } : {}),
  loaderDeps: ({ search }) => ({ url: search.url }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const menus = await queryClient.ensureQueryData(menuQueryOptions());
    const origin = siteOrigin();
    const src = resolveFrameUrl({ url: deps.url, id: params.id, menus, origin });
    if (src) return { src };
    // A web page on a host the portal does not frame: offered as a link to open in a new tab.
    const outside = outsideFrameUrl(deps.url, origin);
    if (outside) return { outside };
    throw redirect({ to: '/error', search: { to: 404 } });
  },
  component: function Frame() {
    const data = Route.useLoaderData();
    return data.src !== undefined ? <IframePage src={data.src} /> : <OutsideLink href={data.outside} />;
  },
});
