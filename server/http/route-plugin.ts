import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config/index.ts';
import type { Db } from '../db/connect.ts';

/** What every route plugin is handed when app.ts registers it: the database and the configuration, nothing global. */
export interface RouteDeps {
  db: Db;
  config: ServerConfig;
}

/**
 * A route module's default export. Registered (encapsulated) from the one list in routes/index.ts, so a module's
 * schemas, parsers and hooks stay its own.
 */
export type RoutePlugin = FastifyPluginAsync<RouteDeps>;
