import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

// Tiptap and ProseMirror load only when a console page with rich text opens, in a chunk of their own.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text field, loaded on first use; `loading` is said while it loads. */
export function LazyRichTextEditor({ loading, ...props }: RichTextEditorProps & { loading: string }) {
  return (
    <Suspense fallback={<Spinner size="small" label={loading} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
