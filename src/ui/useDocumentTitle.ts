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

/**
 * Sets the head's description and home-screen title. The server writes both into the pages it sends; a page the
 * service worker answers from its stored shell has the build's neutral ones until this runs.
 */
export function useHeadMeta(description: string, appTitle: string) {
  useEffect(() => {
    const set = (name: string, content: string) => document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
    set('description', description);
    set('apple-mobile-web-app-title', appTitle);
  }, [description, appTitle]);
}
