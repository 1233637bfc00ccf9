import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

// Tiptap and ProseMirror load only when a console page with rich text opens, in a chunk of their own.
let loaded: ComponentType<RichTextEditorProps> | null = null;

/**
 * Loads the editor's chunk. The routes whose page holds one await it in their loader, so the page draws complete: an
 * editor arriving later grew the page by some 400 px under a reader's (or a test's) click at the form's 保存, which
 * then landed on the editor instead (issue 28: the phone-size console clicks whose effect never came).
 */
export const loadRichTextEditor = () =>
  import('./RichTextEditor.tsx').then((m) => {
    loaded = m.RichTextEditor;
    return m.RichTextEditor;
  });

const RichTextEditorLazy = lazy(() => loadRichTextEditor().then((Editor) => ({ default: Editor })));

/** The rich-text field: drawn at once when its route loaded it, else loaded on first use, `loading` said meanwhile. */
export function LazyRichTextEditor({ loading, ...props }: RichTextEditorProps & { loading: string }) {
  // Decided once: switching from the lazy path to the direct one would mount the editor again and lose its state.
  const [Editor] = useState(() => loaded);
  if (Editor) return <Editor {...props} />;
  return (
    <Suspense fallback={<Spinner size="small" label={loading} />}>
      <RichTextEditorLazy {...props} />
    </Suspense>
  );
}
