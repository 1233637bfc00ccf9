import { createFileRoute } from '@tanstack/react-router';
import { SiteDocumentPage } from '../../../../features/admin/site/SiteDocumentPage.tsx';
import { adminSiteT } from '../../../../strings/admin.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { loadSiteQueries } from '../../-load-site.ts';
import { requireOperation } from '../../-require-operation.ts';
import { loadEditor } from '../../-load-editor.ts';

// The privacy policy is published content on the server (roles.ts: `content`), shown here beside the other site texts.
export const Route = createFileRoute('/admin/_console/site/privacy')({
  beforeLoad: requireOperation('content'),
  loader: async ({ context: { queryClient } }) => {
    const { siteDocumentQueryOptions } = await loadSiteQueries();
    await Promise.all([queryClient.ensureQueryData(siteDocumentQueryOptions('privacyPolicy')), loadEditor()]);
  },
  component: SitePrivacy,
});

function SitePrivacy() {
  useConsoleTitle(adminSiteT.privacy.title);
  return <SiteDocumentPage docKey="privacyPolicy" />;
}
