import { mergeAttributes, type Extensions } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { imageSrc } from '../../lib/images.ts';
import { editorLinkHref, isExternalHref } from './link-href.ts';

/**
 * Links hold checked addresses only, and how they open follows from the address rather than from what was pasted:
 * elsewhere opens in a new tab without opener, this site's pages in place.
 */
const CheckedLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const href = editorLinkHref(HTMLAttributes.href as string | null);
    const external = href !== null && isExternalHref(href);
    return [
      'a',
      mergeAttributes(this.options.HTMLAttributes, {
        ...HTMLAttributes,
        href: href ?? '',
        target: external ? '_blank' : null,
        rel: external ? 'noopener noreferrer' : null,
      }),
      0,
    ];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => editorLinkHref(url) !== null,
});

/** Pictures from this site only: one from elsewhere (set as a value, or pasted past the cleaner) is not taken in. */
const LocalImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (el) => (imageSrc((el as HTMLElement).getAttribute('src')) ? null : false) }];
  },
}).configure({ inline: false, allowBase64: false });

/** The editor's schema: what the toolbar offers and what the portal's sanitiser keeps. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }),
    CheckedLink,
    LocalImage,
    // Tables are for data (schedules, results), laid out by the page: no column resizing, so no widths in the HTML.
    TableKit.configure({ table: { resizable: false } }),
  ];
}
