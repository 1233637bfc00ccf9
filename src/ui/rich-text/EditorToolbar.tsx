import { Toolbar, ToolbarButton, ToolbarDivider, Tooltip } from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  ImageAddRegular,
  ImageAltTextRegular,
  LinkDismissRegular,
  LinkRegular,
  TableAddRegular,
  TableDeleteColumnRegular,
  TableDeleteRowRegular,
  TableDismissRegular,
  TableInsertColumnRegular,
  TableInsertRowRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextParagraphRegular,
  TextQuoteRegular,
} from '@fluentui/react-icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Fragment, type ReactElement } from 'react';
import { adminEditor } from '../../strings/admin-editor.ts';

export interface EditorToolbarProps {
  editor: Editor;
  /** The three actions that ask something first (an address, a file, an alt text) belong to the editor around. */
  onLink: () => void;
  onImage: () => void;
  onImageAlt: () => void;
  uploading: boolean;
}

type Tool = {
  label: string;
  icon: ReactElement;
  run: () => void;
  /** a state the button shows as pressed (aria-pressed); absent for one-off actions */
  active?: boolean;
  disabled?: boolean;
};

/** What the buttons show, read on every transaction (the editor itself does not re-render React). */
function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      image: e.isActive('image'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/** The editor's Fluent toolbar: one tab stop, arrow keys between buttons, each labelled and, where it toggles, pressed. */
export function EditorToolbar({ editor, onLink, onImage, onImageAlt, uploading }: EditorToolbarProps) {
  const state = useToolState(editor);
  const chain = () => editor.chain().focus();
  const s = adminEditor;

  const groups: Tool[][] = [
    [
      { label: s.paragraph, icon: <TextParagraphRegular />, active: state.paragraph, run: () => chain().setParagraph().run() },
      { label: s.heading2, icon: <TextHeader2Regular />, active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: s.heading3, icon: <TextHeader3Regular />, active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: s.bold, icon: <TextBoldRegular />, active: state.bold, run: () => chain().toggleBold().run() },
      { label: s.italic, icon: <TextItalicRegular />, active: state.italic, run: () => chain().toggleItalic().run() },
    ],
    [
      { label: s.bulletList, icon: <TextBulletListLtrRegular />, active: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: s.orderedList, icon: <TextNumberListLtrRegular />, active: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: s.blockquote, icon: <TextQuoteRegular />, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { label: s.link, icon: <LinkRegular />, active: state.link, run: onLink },
      {
        label: s.unlink,
        icon: <LinkDismissRegular />,
        disabled: !state.link,
        run: () => chain().extendMarkRange('link').unsetLink().run(),
      },
      { label: s.image, icon: <ImageAddRegular />, disabled: uploading, run: onImage },
      { label: s.imageAlt, icon: <ImageAltTextRegular />, disabled: !state.image, run: onImageAlt },
    ],
    [
      {
        label: s.table,
        icon: <TableAddRegular />,
        disabled: state.table,
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      { label: s.addRow, icon: <TableInsertRowRegular />, disabled: !state.table, run: () => chain().addRowAfter().run() },
      { label: s.addColumn, icon: <TableInsertColumnRegular />, disabled: !state.table, run: () => chain().addColumnAfter().run() },
      { label: s.deleteRow, icon: <TableDeleteRowRegular />, disabled: !state.table, run: () => chain().deleteRow().run() },
      { label: s.deleteColumn, icon: <TableDeleteColumnRegular />, disabled: !state.table, run: () => chain().deleteColumn().run() },
      { label: s.deleteTable, icon: <TableDismissRegular />, disabled: !state.table, run: () => chain().deleteTable().run() },
    ],
    [
      { label: s.undo, icon: <ArrowUndoRegular />, disabled: !state.canUndo, run: () => chain().undo().run() },
      { label: s.redo, icon: <ArrowRedoRegular />, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];

  return (
    <Toolbar aria-label={s.toolbar} size="small" className="rte__toolbar">
      {groups.map((tools, index) => (
        <Fragment key={tools[0].label}>
          {index > 0 && <ToolbarDivider className="rte__divider" />}
          {tools.map((tool) => (
            <Tooltip key={tool.label} content={tool.label} relationship="label" withArrow>
              <ToolbarButton
                icon={tool.icon}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                className={tool.active ? 'rte__tool rte__tool--active' : 'rte__tool'}
                // Still reachable by arrow keys when disabled, so the whole set of tools can be discovered.
                disabledFocusable={tool.disabled}
                onClick={tool.run}
              />
            </Tooltip>
          ))}
        </Fragment>
      ))}
    </Toolbar>
  );
}
