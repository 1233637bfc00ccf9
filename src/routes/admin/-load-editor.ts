// Not a route. The rich-text editor for the loaders of the pages that hold one (src/ui/rich-text/load-editor.ts): asked
// for through a module of its own, since a loader's static import would put the editor's chunk list into the app every
// public page loads.
export const loadEditor = () => import('../../ui/rich-text/load-editor.ts').then((m) => m.loadRichTextEditor());
