import { del, get, set } from 'idb-keyval';

const key = (form: string) => `v1@Draft:${form}`;

/** What the user typed into a form, kept in IndexedDB until it is sent. Storage faults never lose the page's copy. */
export const drafts = {
  async load<T>(form: string): Promise<Partial<T> | undefined> {
    try {
      return (await get<Partial<T>>(key(form))) ?? undefined;
    } catch {
      return undefined;
    }
  },
  async save(form: string, values: unknown): Promise<void> {
    try {
      await set(key(form), values);
    } catch {
      // private mode or quota: the draft lives as long as the page
    }
  },
  async clear(form: string): Promise<void> {
    try {
      await del(key(form));
    } catch {
      // nothing stored
    }
  },
};
