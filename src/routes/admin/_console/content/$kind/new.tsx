import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentEditorPage } from '../../../../../features/admin/content/ContentEditorPage.tsx';
import { contentKind } from '../../../../../features/admin/content/fields.ts';
import { adminContentT } from '../../../../../strings/admin.ts';
import { useConsoleTitle } from '../../../-console-title.ts';
import { loadContentData } from '../-load-content.ts';
import { loadEditor } from '../../../-load-editor.ts';

export const Route = createFileRoute('/admin/_console/content/$kind/new')({
  loader: async ({ params }) => {
    const [data] = await Promise.all([loadContentData(), loadEditor()]);
    if (!data.contentKind(params.kind)) throw notFound();
  },
  component: NewContent,
});

function NewContent() {
  const kind = contentKind(Route.useParams().kind)!;
  useConsoleTitle(adminContentT.newTitle(kind.what));
  return <ContentEditorPage kind={kind} key={kind.key} />;
}
