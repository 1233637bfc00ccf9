import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db, Queryable } from '../db/connect.ts';

/**
 * An alumni service's server side: its routes, and seed rows for a fresh database.
 * Every file in server/services/ whose name does not start with '_' default-exports one; app.ts and the seed find them.
 */
export interface ServiceModule {
  name: string;
  register(app: FastifyInstance, db: Db, config: ServerConfig): void | Promise<void>;
  /** seeds when `seedTable` is empty */
  seed?: (tx: Queryable) => Promise<void>;
  seedTable?: string;
}
