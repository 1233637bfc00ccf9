import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config/index.ts';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentContext } from '../payments/payment-context.ts';
import type { UploadStore } from '../uploads/store.ts';

/** What every route plugin is handed when app.ts registers it: the database, the configuration and the data keys, nothing global. */
export interface RouteDeps {
  db: Db;
  config: ServerConfig;
  /** Encrypts and decrypts ID and phone numbers (the repositories that store them take it). */
  cipher: FieldCipher;
  /** Where uploaded pictures are kept (folder, database or S3, by the configuration). */
  uploads: UploadStore;
  /** WeChat Pay (its client, settings and the database), or null while the merchant is not configured. */
  payments: PaymentContext | null;
}

/**
 * A route module's default export. Registered (encapsulated) from the one list in routes/index.ts, so a module's
 * schemas, parsers and hooks stay its own.
 */
export type RoutePlugin = FastifyPluginAsync<RouteDeps>;
