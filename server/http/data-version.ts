import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';

const CHANNEL = 'portal_public_data';

export interface DataVersion {
  /** Changes whenever something a public page shows may have changed, here or in another server process. */
  current(): number;
  /**
   * Says a write here changed public data: this process at once, every other one on the database through NOTIFY,
   * sent before this resolves (so before the writer's answer leaves: its next page elsewhere is drawn anew).
   */
  bump(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The version of everything public pages show, for the render cache to key drawn pages on. On PostgreSQL each
 * process hears the others' bumps through LISTEN/NOTIFY (and bumps itself when its line was broken, as it may have
 * missed some); the embedded database has one process, where the NOTIFY comes back to the sender alone.
 */
export async function createDataVersion(db: Db): Promise<DataVersion> {
  const self = randomBytes(8).toString('hex');
  let version = 0;
  const unlisten = await db.listen(
    CHANNEL,
    (from) => {
      if (from !== self) version++;
    },
    () => version++,
  );
  return {
    current: () => version,
    async bump() {
      version++;
      await db.query('select pg_notify($1, $2)', [CHANNEL, self]).catch(() => undefined);
    },
    close: unlisten,
  };
}
