import type { ComponentType } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

// Apart from LazyRichTextEditor, so the routes that await it in their loader (kept in the portal's first script by
// the router) carry these few lines, not the lazy wrapper and its spinner.

let loaded: ComponentType<RichTextEditorProps> | null = null;

/** The editor once its chunk has loaded, else null. */
export const loadedRichTextEditor = () => loaded;

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
