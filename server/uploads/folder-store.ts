import fs from 'node:fs';
import path from 'node:path';
import { contentTypeOf, etagOf, storedName, type UploadStore } from './store.ts';

/** The embedded server's store: files in DATA_DIR/uploads, seen by this one process (and its backups). */
export function folderStore(dir: string): UploadStore {
  fs.mkdirSync(dir, { recursive: true });
  // A name is checked before it becomes a path: only the route's random names are ever read or removed.
  const file = (name: string) => (storedName.test(name) ? path.join(dir, name) : null);
  return {
    kind: 'folder',
    async put(name, bytes) {
      const to = file(name);
      if (!to) throw new Error(`not an upload name: ${name}`);
      try {
        await fs.promises.writeFile(to, bytes, { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    async get(name) {
      const from = file(name);
      const bytes = from ? await fs.promises.readFile(from).catch(() => null) : null;
      return bytes && { bytes, contentType: contentTypeOf(name), etag: etagOf(bytes) };
    },
    async remove(names) {
      for (const name of names) {
        const at = file(name);
        if (at) await fs.promises.rm(at, { force: true });
      }
    },
  };
}
