import { createFileRoute } from '@tanstack/react-router';
import { SiteDocumentPage } from '../../../../features/admin/site/SiteDocumentPage.tsx';
import { adminSiteT } from '../../../../strings/admin.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { loadSiteQueries } from '../../-load-site.ts';
import { requireOperation } from '../../-require-operation.ts';
import { loadEditor } from '../../-load-editor.ts';

// The charter is published content on the server (roles.ts: `content`), like the privacy policy; /pages/charter.html
// draws it.
export const Route = createFileRoute('/admin/_console/site/charter')({
  beforeLoad: requireOperation('content'),
  loader: async ({ context: { queryClient } }) => {
    const { siteDocumentQueryOptions } = await loadSiteQueries();
    await Promise.all([queryClient.ensureQueryData(siteDocumentQueryOptions('charter')), loadEditor()]);
  },
  component: SiteCharter,
});

function SiteCharter() {
  useConsoleTitle(adminSiteT.charter.title);
  return <SiteDocumentPage docKey="charter" />;
}
