import path from 'node:path';
import type { ServerConfig } from '../config/index.ts';
import type { Queryable } from '../db/connect.ts';
import { chooseUploadStore } from './choose.ts';
import { databaseStore } from './database-store.ts';
import { folderStore } from './folder-store.ts';
import { s3Store } from './s3-store.ts';
import type { UploadStore } from './store.ts';

export type UploadStoreConfig = Pick<ServerConfig, 'uploadStore' | 'uploadS3' | 'databaseUrl' | 'dataDir'>;

/** The folder the embedded server keeps uploads in (and older deployments did, whatever their database). */
export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/** The store the configuration names (startProblem has refused one it cannot build). */
export function createUploadStore(config: UploadStoreConfig, db: Queryable): UploadStore {
  const choice = chooseUploadStore(config);
  if ('problem' in choice) throw new Error(choice.problem);
  if (choice.kind === 's3') return s3Store(config.uploadS3);
  if (choice.kind === 'database') return databaseStore(db);
  return folderStore(uploadsFolder(config.dataDir));
}
