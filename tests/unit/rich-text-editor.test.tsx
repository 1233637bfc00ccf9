// @vitest-environment jsdom
import type { Editor } from '@tiptap/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';
import { adminEditor } from '../../src/strings/admin-editor.ts';
import { RichTextEditor, type RichTextEditorProps } from '../../src/ui/rich-text/RichTextEditor.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out: ProseMirror's scrolling into view asks a Range for rectangles, and its pasteHTML builds a
// ClipboardEvent. Empty answers are enough; what is under test is the document, not the layout.
const noRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= noRect;
globalThis.ClipboardEvent ??= class extends Event {
  readonly clipboardData = null;
} as unknown as typeof ClipboardEvent;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = host = undefined;
});

/** Renders the editor in a bare root; `changes` records every onChange, `editor` is the Tiptap instance. */
async function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const changes: string[] = [];
  let editor: Editor | undefined;
  const all: RichTextEditorProps = {
    label: '正文',
    value: '<p>校友返校日</p>',
    onChange: (html) => void changes.push(html),
    uploadImage: async () => '/uploads/x.png',
    onReady: (e) => void (editor = e),
    ...props,
  };
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<RichTextEditor {...all} />));
  const area = host.querySelector<HTMLElement>('.ProseMirror')!;
  const rerender = (more: Partial<RichTextEditorProps>) => act(async () => root!.render(<RichTextEditor {...all} {...more} />));
  return { host, area, changes, editor: () => editor!, rerender };
}

const button = (label: string) => host!.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${label}"]`)!;
const click = (el: HTMLElement) => act(async () => el.click());

/** Types into a React-controlled input the way a user's input event arrives. */
async function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submitPrompt = () => act(async () => host!.querySelector<HTMLFormElement>('.rte__prompt')!.requestSubmit());
const promptInput = () => host!.querySelector<HTMLInputElement>('.rte__prompt input')!;

/** Parsed HTML, compared with isEqualNode so that the order of attributes does not count. */
function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

async function chooseFile(file: File) {
  const input = host!.querySelector<HTMLInputElement>('[data-testid="rte-image-input"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('RichTextEditor', () => {
  it('shows the initial value in an editing area named by the label', async () => {
    const { area, host } = await renderEditor({ value: '<h2>返校日</h2><p>欢迎<strong>回家</strong></p>' });
    expect(area.innerHTML).toBe('<h2>返校日</h2><p>欢迎<strong>回家</strong></p>');
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-labelledby')!)?.textContent).toBe('正文');
    expect(area.hasAttribute('aria-invalid')).toBe(false);
    expect(host.querySelector('.rte__error')).toBeNull();
  });

  it('labels every toolbar button and shows the formatting under the cursor as pressed', async () => {
    const { editor } = await renderEditor({ value: '<h2>返校日</h2><p>正文</p>' });
    const labels = Array.from(host!.querySelectorAll('[role="toolbar"] button')).map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      adminEditor.paragraph,
      adminEditor.heading2,
      adminEditor.heading3,
      adminEditor.bold,
      adminEditor.italic,
      adminEditor.bulletList,
      adminEditor.orderedList,
      adminEditor.blockquote,
      adminEditor.link,
      adminEditor.unlink,
      adminEditor.image,
      adminEditor.imageAlt,
      adminEditor.table,
      adminEditor.addRow,
      adminEditor.addColumn,
      adminEditor.deleteRow,
      adminEditor.deleteColumn,
      adminEditor.deleteTable,
      adminEditor.undo,
      adminEditor.redo,
    ]);
    expect(host!.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe(adminEditor.toolbar);

    await act(async () => editor().commands.setTextSelection(2));
    expect(button(adminEditor.heading2).getAttribute('aria-pressed')).toBe('true');
    expect(button(adminEditor.paragraph).getAttribute('aria-pressed')).toBe('false');
    await act(async () => editor().commands.setTextSelection(7));
    expect(button(adminEditor.heading2).getAttribute('aria-pressed')).toBe('false');
    expect(button(adminEditor.paragraph).getAttribute('aria-pressed')).toBe('true');
  });

  it('applies a toolbar format and reports the new HTML', async () => {
    const { editor, changes } = await renderEditor({ value: '<p>校友返校日</p>' });
    await act(async () => editor().commands.setTextSelection({ from: 1, to: 3 }));
    await click(button(adminEditor.bold));
    expect(changes.at(-1)).toBe('<p><strong>校友</strong>返校日</p>');
    expect(button(adminEditor.bold).getAttribute('aria-pressed')).toBe('true');
    await click(button(adminEditor.undo));
    expect(changes.at(-1)).toBe('<p>校友返校日</p>');
  });

  it('refuses a javascript: link with a message, and opens another site in a new tab without opener', async () => {
    const { editor, changes, host } = await renderEditor();
    await act(async () => editor().commands.setTextSelection({ from: 1, to: 3 }));
    await click(button(adminEditor.link));
    await typeInto(promptInput(), 'javascript:alert(1)');
    await submitPrompt();
    expect(host.querySelector('.rte__prompt')?.textContent).toContain(adminEditor.linkRefused);
    expect(editor().getHTML()).not.toContain('<a');

    await typeInto(promptInput(), 'https://www.example.edu/news');
    await submitPrompt();
    expect(host.querySelector('.rte__prompt')).toBeNull();
    expect(changes.at(-1)).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://www.example.edu/news">校友</a>返校日</p>');
  });

  it('keeps a link on this site relative, opening in place', async () => {
    const { editor, changes } = await renderEditor();
    await act(async () => editor().commands.setTextSelection({ from: 3, to: 6 }));
    await click(button(adminEditor.link));
    await typeInto(promptInput(), `${location.origin}/activities/3`);
    await submitPrompt();
    expect(changes.at(-1)).toBe('<p>校友<a href="/activities/3">返校日</a></p>');
  });

  it('uploads a chosen picture, inserts the returned address and asks for its alt text', async () => {
    const uploadImage = vi.fn(async () => '/uploads/2024/photo.png');
    const { editor, changes, host } = await renderEditor({ uploadImage });
    await act(async () => editor().commands.setTextSelection(6));
    await click(button(adminEditor.image));
    const file = new File(['png'], '校庆合影.png', { type: 'image/png' });
    await chooseFile(file);
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect(changes.at(-1)).toBe('<p>校友返校日</p><img src="/uploads/2024/photo.png" alt="校庆合影">');

    expect(promptInput().value).toBe('校庆合影');
    await typeInto(promptInput(), '2024 年校庆合影');
    await submitPrompt();
    expect(changes.at(-1)).toBe('<p>校友返校日</p><img src="/uploads/2024/photo.png" alt="2024 年校庆合影">');
    expect(host.querySelector('.rte__prompt')).toBeNull();
  });

  it('refuses a file the server would refuse without uploading it, and shows why', async () => {
    const uploadImage = vi.fn(async () => '/uploads/x.gif');
    const { host } = await renderEditor({ uploadImage });
    await chooseFile(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(uploadImage).not.toHaveBeenCalled();
    expect(host.querySelector('[role="status"]')?.textContent).toBe(adminEditor.uploadWrongType);
  });

  it('shows an upload failure under the field', async () => {
    const { host } = await renderEditor({ uploadImage: async () => Promise.reject(new Error('图片审核未通过')) });
    await chooseFile(new File(['png'], 'a.png', { type: 'image/png' }));
    expect(host.querySelector('[role="status"]')?.textContent).toBe('图片审核未通过');
  });

  it('cleans pasted HTML and says how many outside pictures it removed', async () => {
    const { editor, changes, host, area } = await renderEditor({ value: '' });
    await act(async () => {
      editor().view.pasteHTML(
        '<section><span style="color:red">活动回顾</span><img data-src="https://mmbiz.qpic.cn/a" src="https://mmbiz.qpic.cn/a"><img src="https://mmbiz.qpic.cn/b"></section>',
      );
    });
    expect(changes.at(-1)).toBe('<p>活动回顾</p>');
    const notice = host.querySelector('[role="status"]')!;
    expect(notice.textContent).toBe(adminEditor.removedImages(2));
    expect(area.getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('inserts a 3×3 table with a header row, grows and shrinks it, and deletes it', async () => {
    const { editor, changes } = await renderEditor({ value: '<p>日程</p>' });
    await act(async () => editor().commands.setTextSelection(3));
    expect(button(adminEditor.addRow).disabled || button(adminEditor.addRow).getAttribute('aria-disabled') === 'true').toBe(true);
    await click(button(adminEditor.table));
    const cells = (html: string) => Array.from(html.matchAll(/<(th|td)\b/g)).map((m) => m[1]);
    expect(cells(changes.at(-1)!)).toEqual(['th', 'th', 'th', 'td', 'td', 'td', 'td', 'td', 'td']);
    await click(button(adminEditor.addRow));
    expect(cells(changes.at(-1)!)).toHaveLength(12);
    await click(button(adminEditor.addColumn));
    expect(cells(changes.at(-1)!)).toHaveLength(16);
    await click(button(adminEditor.deleteColumn));
    await click(button(adminEditor.deleteRow));
    expect(cells(changes.at(-1)!)).toHaveLength(9);
    await click(button(adminEditor.deleteTable));
    expect(changes.at(-1)).not.toContain('<table');
  });

  it('wires the error message to the editing area', async () => {
    const { area, host } = await renderEditor({ error: '请填写正文' });
    const message = host.querySelector('.rte__error')!;
    expect(message.textContent).toBe('请填写正文');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('takes a new value from outside without echoing it back, and reports an empty document as ""', async () => {
    const { area, changes, rerender, editor } = await renderEditor({ id: 'body' });
    expect(area.id).toBe('body');
    await rerender({ value: '<p>草稿</p>' });
    expect(area.innerHTML).toBe('<p>草稿</p>');
    expect(changes).toEqual([]);
    await act(async () => editor().commands.clearContent(true));
    expect(changes.at(-1)).toBe('');
  });

  it('writes HTML that the portal sanitiser keeps as it is (apart from the table styles it strips)', async () => {
    const body =
      '<h2>标题</h2><h3>小标题</h3><p><strong>粗</strong><em>斜</em><a target="_blank" rel="noopener noreferrer" href="https://www.example.edu/">外链</a><a href="/news/1">内链</a></p>' +
      '<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol><blockquote><p>引用</p></blockquote><img src="/uploads/a.png" alt="图"><p>日程</p>';
    const { editor } = await renderEditor({ value: body });
    await act(async () => editor().commands.setTextSelection(editor().state.doc.content.size - 1));
    await act(async () => editor().commands.insertTable({ rows: 2, cols: 2, withHeaderRow: true }));
    const html = editor().getHTML();
    expect(html).toContain(body);
    const kept = fragment(sanitizeHtml(html));
    kept.querySelectorAll('img').forEach((img) => (img.removeAttribute('loading'), img.removeAttribute('decoding')));
    const written = fragment(html);
    written.querySelectorAll('[style]').forEach((el) => el.removeAttribute('style'));
    expect(kept.isEqualNode(written)).toBe(true);
    expect(html).toMatch(/<table style="[^"]+"><colgroup><col style="[^"]+">/);
  });
});
