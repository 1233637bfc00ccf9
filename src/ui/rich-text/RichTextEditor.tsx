import { Button, Label } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { UPLOAD_TYPES } from '../../lib/image-upload.ts';
import { adminEditor } from '../../strings/admin-editor.ts';
import { cleanPastedHtmlReport } from './clean-pasted-html.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { editorExtensions } from './editor-extensions.ts';
import { defaultAlt, imageFileProblem, imageFilesOf } from './image-files.ts';
import { InlinePrompt } from './InlinePrompt.tsx';
import { editorLinkHref } from './link-href.ts';
import './rich-text-editor.css';

/**
 * The console's rich-text field (news, activities and other articles the alumni office writes), used like any
 * controlled form field. Console routes import it lazily; the public pages never do (Tiptap and ProseMirror stay out
 * of their JS):
 *   const RichTextEditor = lazy(() => import('../ui/rich-text/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })));
 */
export interface RichTextEditorProps {
  /** the field's visible label; it also names the editing area (aria-labelledby) */
  label: string;
  /** the article body as HTML; '' when empty */
  value: string;
  /** called with the new HTML ('' for an empty document) on every change */
  onChange: (html: string) => void;
  /** uploads a checked picture and resolves to its site-relative URL (the console passes its upload call) */
  uploadImage: (file: File) => Promise<string>;
  /** the form's message for this field (zh-CN), shown under it and announced with the editing area */
  error?: string;
  /** the editing area's id, so a form can focus the field at fault */
  id?: string;
  /** receives the Tiptap editor once it exists (tests drive it; a page may focus it) */
  onReady?: (editor: Editor) => void;
}

type Prompt = { kind: 'link'; initial: string } | { kind: 'alt'; src: string; initial: string };

export function RichTextEditor({ label, value, onChange, uploadImage, error, id, onReady }: RichTextEditorProps) {
  const ids = useId();
  const labelId = `${ids}-label`;
  const errorId = `${ids}-error`;
  const noticeId = `${ids}-notice`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [notice, setNotice] = useState('');
  const [uploading, setUploading] = useState(false);

  // ProseMirror's handlers are set once per editor; they reach the latest props and state through this ref.
  const latest = useRef({ onChange, uploadImage });
  useEffect(() => {
    latest.current = { onChange, uploadImage };
  });
  // The HTML last sent out or taken in: a value that differs from it came from outside (a draft restored, a reset).
  const known = useRef(value);

  const describedBy = [error ? errorId : '', notice ? noticeId : ''].filter(Boolean).join(' ') || undefined;
  const extensions = useMemo(() => editorExtensions(), []);
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        class: 'rte__content',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: (html: string) => {
        const cleaned = cleanPastedHtmlReport(html);
        if (cleaned.removedImages > 0) setNotice(adminEditor.removedImages(cleaned.removedImages));
        return cleaned.html;
      },
      // Word puts a picture of the copied text beside its HTML: files count only when there is no HTML to paste.
      handlePaste: (view: EditorView, event: ClipboardEvent) => {
        const files = imageFilesOf(event.clipboardData);
        if (files.length === 0 || event.clipboardData?.getData('text/html')) return false;
        void insertFiles(files, view.state.selection.from);
        return true;
      },
      handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        void insertFiles(files, at);
        return true;
      },
    }),
    [id, labelId, describedBy, error],
  );

  const editor = useEditor({
    extensions,
    content: value,
    editorProps,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : withoutTrailingEmptyParagraphs(e.getHTML());
      known.current = html;
      latest.current.onChange(html);
    },
  });
  const editorRef = useRef<Editor | null>(editor);
  useEffect(() => {
    editorRef.current = editor;
    if (editor) onReady?.(editor);
    // onReady is a start-up hook: called once per editor, not whenever a parent passes a new function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  /** Uploads pictures one after another, each placed after the previous; the first refusal stops the rest. */
  async function insertFiles(files: File[], at: number): Promise<string[]> {
    const inserted: string[] = [];
    setNotice('');
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        setNotice(problem);
        break;
      }
      setUploading(true);
      try {
        const src = await latest.current.uploadImage(file);
        const target = editorRef.current;
        if (!target || target.isDestroyed) break;
        const position = Math.min(at, target.state.doc.content.size);
        target
          .chain()
          .insertContentAt(position, { type: 'image', attrs: { src, alt: defaultAlt(file) } })
          .run();
        at = target.state.selection.to;
        inserted.push(src);
      } catch (failure) {
        setNotice(failure instanceof Error && failure.message ? failure.message : adminEditor.uploadFailed);
        break;
      } finally {
        setUploading(false);
      }
    }
    return inserted;
  }

  const pickImage = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !editor) return;
    const [src] = await insertFiles([file], editor.state.selection.from);
    // A file name is a guess at what the picture shows: the user is asked right away, with the guess filled in.
    if (src) setPrompt({ kind: 'alt', src, initial: defaultAlt(file) });
  };

  const openLinkPrompt = () => setPrompt({ kind: 'link', initial: (editor?.getAttributes('link').href as string | undefined) ?? '' });
  const openAltPrompt = () => {
    const { src, alt } = editor?.getAttributes('image') ?? {};
    if (typeof src === 'string') setPrompt({ kind: 'alt', src, initial: typeof alt === 'string' ? alt : '' });
  };
  const closePrompt = () => {
    setPrompt(null);
    editor?.commands.focus();
  };

  const applyLink = (typed: string): string | null => {
    if (!editor) return null;
    if (!typed.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setPrompt(null);
      return null;
    }
    const href = editorLinkHref(typed);
    if (!href) return adminEditor.linkRefused;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] });
    else chain.setLink({ href });
    chain.run();
    setPrompt(null);
    return null;
  };

  const applyAlt = (src: string, alt: string): null => {
    if (editor) setImageAlt(editor, src, alt.trim() || adminEditor.defaultAlt);
    closePrompt();
    return null;
  };

  return (
    <div className={`rte${error ? ' rte--invalid' : ''}`}>
      <Label id={labelId} className="rte__label" onClick={() => editor?.commands.focus()}>
        {label}
      </Label>
      <div className="rte__frame">
        {editor && (
          <EditorToolbar
            editor={editor}
            onLink={openLinkPrompt}
            onImage={() => fileInput.current?.click()}
            onImageAlt={openAltPrompt}
            uploading={uploading}
          />
        )}
        {prompt?.kind === 'link' && (
          <InlinePrompt
            label={adminEditor.linkLabel}
            placeholder={adminEditor.linkPlaceholder}
            initial={prompt.initial}
            onSubmit={applyLink}
            onCancel={closePrompt}
          />
        )}
        {prompt?.kind === 'alt' && (
          <InlinePrompt
            label={adminEditor.altLabel}
            placeholder={adminEditor.altPlaceholder}
            initial={prompt.initial}
            onSubmit={(alt) => applyAlt(prompt.src, alt)}
            onCancel={closePrompt}
          />
        )}
        <EditorContent editor={editor} className="rte__scroller" />
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void pickImage(e.target.files?.[0])}
        data-testid="rte-image-input"
      />
      {(uploading || notice) && (
        <div id={noticeId} className="rte__notice" role="status">
          <span>{uploading ? adminEditor.uploading : notice}</span>
          {!uploading && (
            <Button
              appearance="transparent"
              size="small"
              icon={<DismissRegular />}
              aria-label={adminEditor.dismiss}
              onClick={() => setNotice('')}
            />
          )}
        </div>
      )}
      {error && (
        <div id={errorId} className="rte__error">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The editor keeps an empty paragraph after a closing table or picture so there is somewhere to type; in the article
 * it would only be a gap.
 */
const withoutTrailingEmptyParagraphs = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/** Gives every copy of one picture the same alt text (the picture is found by its address, wherever the cursor went). */
function setImageAlt(editor: Editor, src: string, alt: string) {
  const { tr } = editor.state;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src) tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt });
  });
  if (tr.docChanged) editor.view.dispatch(tr);
}
