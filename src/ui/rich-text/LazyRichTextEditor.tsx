import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { loadedRichTextEditor, loadRichTextEditor } from './load-editor.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

// Tiptap and ProseMirror load only when a console page with rich text opens, in a chunk of their own.
const RichTextEditorLazy = lazy(() => loadRichTextEditor().then((Editor) => ({ default: Editor })));

/** The rich-text field: drawn at once when its route loaded it (load-editor.ts), else loaded on first use, `loading` said meanwhile. */
export function LazyRichTextEditor({ loading, ...props }: RichTextEditorProps & { loading: string }) {
  // Decided once: switching from the lazy path to the direct one would mount the editor again and lose its state.
  const [Editor] = useState(loadedRichTextEditor);
  if (Editor) return <Editor {...props} />;
  return (
    <Suspense fallback={<Spinner size="small" label={loading} />}>
      <RichTextEditorLazy {...props} />
    </Suspense>
  );
}
