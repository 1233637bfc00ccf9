import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  loginStandin: boolean;
  /** Folder of the built portal; unset in API-only tests. */
  distDir: string | undefined;
  rootColumnId: number;
  /** Extra hosts the portal may frame through /iframe (space separated in FRAME_HOSTS). */
  frameHosts: string[];
  logLevel: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    loginStandin: flag(env.LOGIN_STANDIN, !databaseUrl && !production),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    rootColumnId: Number(env.ROOT_COLUMN_ID ?? 1),
    frameHosts: (env.FRAME_HOSTS ?? '').split(/\s+/).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
