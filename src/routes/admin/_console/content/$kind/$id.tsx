import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentEditorPage } from '../../../../../features/admin/content/ContentEditorPage.tsx';
import { contentKind } from '../../../../../features/admin/content/fields.ts';
import { contentRecordQueryOptions } from '../../../../../features/admin/content/queries.ts';
import { adminContentT } from '../../../../../strings/admin.ts';
import { useConsoleTitle } from '../../../-console-title.ts';
import { loadContentData } from '../-load-content.ts';
import { loadEditor } from '../../../-load-editor.ts';

export const Route = createFileRoute('/admin/_console/content/$kind/$id')({
  params: {
    parse: ({ kind, id }) => ({ kind, id: Number(id) }),
    stringify: ({ kind, id }) => ({ kind, id: String(id) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    const data = await loadContentData();
    if (!data.contentKind(params.kind) || !Number.isInteger(params.id) || params.id < 1) throw notFound();
    // The editor with the record: the page draws complete (src/ui/rich-text/LazyRichTextEditor.tsx).
    await Promise.all([queryClient.ensureQueryData(data.contentRecordQueryOptions(params.kind, params.id)), loadEditor()]);
  },
  component: EditContent,
});

function EditContent() {
  const { kind: key, id } = Route.useParams();
  const kind = contentKind(key)!;
  const { data: record } = useSuspenseQuery(contentRecordQueryOptions(key, id));
  useConsoleTitle(adminContentT.editTitle(kind.what));
  // A saved record starts the form over from what the server kept.
  return <ContentEditorPage kind={kind} record={record} key={`${key}-${id}-${record.updatedAt}`} />;
}
