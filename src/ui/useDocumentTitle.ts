import { createContext, useContext, useEffect } from 'react';

/** Where a page's title goes when it is drawn outside a browser (the server renderer hands it to the page shell). */
export type TitleSink = (title: string) => void;

/** Given by the server renderer, one per page drawn; absent in the browser. */
export const TitleSinkContext = createContext<TitleSink | undefined>(undefined);

/**
 * Sets the document title. The page computes it once, here; a page drawn on the server has no document and runs no
 * effects, so the title is handed to the renderer while drawing, for the <title> it sends.
 */
export function useDocumentTitle(title: string) {
  const sink = useContext(TitleSinkContext);
  sink?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
