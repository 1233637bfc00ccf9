import { createFileRoute } from '@tanstack/react-router';
import { CardTemplatesPage } from '../../../../features/admin/site/CardTemplatesPage.tsx';
import type { CardPreview } from '../../../../features/admin/site/CardTemplateDialog.tsx';
import { AlumCard } from '../../../../features/personal/AlumCard.tsx';
import { useSiteIdentity } from '../../../../site/useSiteIdentity.ts';
import { adminSiteT } from '../../../../strings/admin.ts';
import { useCollegeName, useConsoleTitle } from '../../-console-title.ts';
import { loadSiteQueries } from '../../-load-site.ts';

export const Route = createFileRoute('/admin/_console/site/card')({
  loader: async ({ context: { queryClient } }) => {
    const { cardTemplatesQueryOptions } = await loadSiteQueries();
    await queryClient.ensureQueryData(cardTemplatesQueryOptions());
  },
  component: SiteCard,
});

/** The portal's own alumni card, drawn for a made-up alumnus in a template's look. */
const TemplatePreview: CardPreview = ({ look, label }) => (
  <div className="card-preview" role="group" aria-label={label}>
    <AlumCard face={{ siteName: useCollegeName(), photo: '', ...adminSiteT.card.preview(useSiteIdentity().cardPrefix), ...look }} />
  </div>
);

function SiteCard() {
  useConsoleTitle(adminSiteT.card.title);
  return <CardTemplatesPage Preview={TemplatePreview} />;
}
