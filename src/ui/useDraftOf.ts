import { useState } from 'react';

/**
 * A field's draft of an outside value (a search keyword kept in the address): typing changes the draft alone, and a
 * new outside value (back, a link, a cleared filter) replaces it.
 */
export function useDraftOf(value: string): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
