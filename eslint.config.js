// The layers are lint rules: what a folder may import is written here once, and `npm test` holds it.
// Client: app → routes → layouts → features → site → (api, session, ui) → lib, with shared, strings and config at the
// bottom. site is the portal's core that every feature reads (menus, dictionaries, the page's title, the service frame).
// Server: app → routes, standins → (auth, http) → repositories → db, with src/shared (schemas, pure rules) below all;
// nothing in server/ imports from src/ except src/shared.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import fs from 'node:fs';

const src = (...paths) => paths.map((p) => `./src/${p}`);
const srcEntries = fs.readdirSync('src');
const features = fs.readdirSync('src/features');
// The staff console's areas (src/features/admin/<area>): features too, each independent of the others.
const adminAreas = fs.readdirSync('src/features/admin');
// The console's text (admin.ts, admin-<area>.ts). The rich-text editor's (admin-editor.ts) is read by src/ui/rich-text,
// a ui component that only the console loads.
const consoleStrings = fs.readdirSync('src/strings').filter((f) => f.startsWith('admin') && f !== 'admin-editor.ts');
const routeEntries = fs.readdirSync('src/routes');
const everythingAbove = (...allowed) =>
  [
    'app',
    'main.tsx',
    'entry-server.tsx',
    'router.tsx',
    'routeTree.gen.ts',
    'routes',
    'layouts',
    'features',
    'pwa',
    'site',
    'api',
    'session',
    'ui',
    'lib',
  ]
    .filter((p) => !allowed.includes(p))
    .map((p) => `./src/${p}`);

const server = (...paths) => paths.map((p) => `./server/${p}`);
const serverTop = server('app.ts', 'index.ts');
const serverZones = [
  {
    target: './server/config',
    from: [...serverTop, ...server('routes', 'standins', 'http', 'auth', 'repositories', 'db')],
    message: 'config reads the environment and imports nothing of the server.',
  },
  {
    target: './server/repositories',
    from: [...serverTop, ...server('routes', 'standins', 'http', 'auth', 'db/seed', 'db/migrate.ts', 'config')],
    message: 'Repositories hold SQL only: they import the database handle, src/shared types and each other.',
  },
  {
    target: './server/db',
    from: [...serverTop, ...server('routes', 'standins', 'http', 'auth', 'repositories')],
    message: 'db (connection, migrations, seeds) sits at the bottom: it never imports routes, http, auth or repositories.',
  },
  {
    target: './server/http',
    from: [...serverTop, ...server('routes', 'standins', 'repositories', 'auth', 'db/seed')],
    message: 'http holds the framework plumbing every route shares; it knows no route, repository or seed.',
  },
  {
    target: './server/auth',
    from: [...serverTop, ...server('routes', 'standins', 'db/seed')],
    message: 'auth sits below the routes: it may use http and repositories only.',
  },
  {
    target: './server/routes',
    from: [...serverTop, ...server('db/seed', 'db/migrate.ts')],
    message: 'Routes reach the database through repositories; seeds and migrations are start-up business.',
  },
  {
    target: './server/standins',
    from: './server/routes',
    message: 'Stand-ins sit below the routes (a route may link to one): they use repositories and http, not route modules.',
  },
  {
    target: './server/standins',
    from: [...serverTop, ...server('db/seed', 'db/migrate.ts')],
    message: 'Stand-ins reach the database through repositories.',
  },
];

// The mini-program (miniprogram/, a Taro workspace) shares the API's schemas and texts through src/shared (its @shared
// alias) and nothing else of the root: not the portal, the server, the tests or the scripts.
const rootEntries = fs.readdirSync('.').filter((e) => !['miniprogram', 'node_modules', 'src', '.git'].includes(e));
const miniprogramZones = [
  {
    target: './miniprogram/src',
    from: './src',
    except: ['./shared'],
    message: 'The mini-program imports from the root only src/shared (as @shared/…): the portal is not its to reach into.',
  },
  {
    target: './miniprogram/src',
    from: rootEntries.map((e) => `./${e}`),
    message: 'The mini-program imports from the root only src/shared (as @shared/…).',
  },
];

const layerZones = [
  // Features never reach up, nor into each other: a page that needs two features is composed by its route.
  ...['features', 'pwa'].map((layer) => ({
    target: `./src/${layer}`,
    from: everythingAbove('features', 'pwa', 'site', 'api', 'session', 'ui', 'lib'),
    message: `${layer} may import only site, api, session, ui, lib, shared and strings.`,
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece down, or compose both in the route.',
  })),
  ...adminAreas.map((area) => ({
    target: `./src/features/admin/${area}`,
    from: './src/features/admin',
    except: [...new Set([`./${area}`, './common'])],
    // admin/common is what every area shares: an area imports it, and it (its own area) imports no other.
    message: 'A console area does not import another: move the shared piece into admin/common, or compose both in the route.',
  })),

  // The console stays out of the public pages' code: only its routes (src/routes/admin) bring it in.
  {
    target: [
      ...srcEntries.filter((e) => !['routes', 'features', 'strings'].includes(e)).map((e) => `./src/${e}`),
      ...routeEntries.filter((e) => e !== 'admin').map((e) => `./src/routes/${e}`),
      ...features.filter((f) => f !== 'admin').map((f) => `./src/features/${f}`),
      ...fs
        .readdirSync('src/strings')
        .filter((f) => !f.startsWith('admin'))
        .map((f) => `./src/strings/${f}`),
    ],
    from: ['./src/features/admin', ...consoleStrings.map((f) => `./src/strings/${f}`)],
    message: 'Only the console (src/routes/admin, src/features/admin) imports the console.',
  },
  {
    target: './src/layouts',
    from: everythingAbove('layouts', 'features', 'pwa', 'site', 'api', 'session', 'ui', 'lib'),
    message: 'layouts sit below routes.',
  },
  {
    target: './src/site',
    from: everythingAbove('site', 'api', 'ui', 'lib'),
    message: 'site imports only api, ui, lib, shared and strings.',
  },
  { target: './src/routes', from: src('app', 'main.tsx', 'entry-server.tsx'), message: 'routes sit below app.' },
  {
    target: './src/api',
    from: everythingAbove('api', 'lib'),
    message: 'api imports only lib, shared and strings; the token and the notifier are injected.',
  },
  {
    target: './src/session',
    from: everythingAbove('session', 'api', 'lib'),
    message: 'session imports only api, lib, shared and strings.',
  },
  { target: './src/ui', from: everythingAbove('ui', 'lib'), message: 'ui imports only lib, shared and strings.' },
  {
    target: './src/lib',
    from: [...everythingAbove('lib'), './src/strings', './src/strings.ts'],
    message: 'lib is the bottom layer: no text, no React tree, no app state.',
  },
  {
    target: './src/shared',
    from: [...srcEntries.filter((e) => e !== 'shared').map((e) => `./src/${e}`), './server'],
    message: 'shared is read by the server too: it imports only shared.',
  },
  { target: './src/strings', from: everythingAbove(), message: 'strings hold text only.' },
  {
    target: './server',
    from: srcEntries.filter((e) => e !== 'shared').map((e) => `./src/${e}`),
    message: 'The server imports from src/ only the shared schema modules.',
  },
  { target: './src', from: ['./server', './scripts', './tests'], message: 'The client never imports the server, scripts or tests.' },
  ...serverZones,
  ...miniprogramZones,
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'data/**',
      'bench/**',
      'coverage/**',
      'src/routeTree.gen.ts',
      'public/**',
      'miniprogram/dist/**',
      '**/.swc/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['./tsconfig.json', './miniprogram/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // no-cycle skips `import type` by design, so a circle closed by a type alone passes it; `npm run circles` (madge,
      // part of `npm run lint`) counts type imports too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts', 'miniprogram/src/**/*.tsx', 'miniprogram/src/**/use-*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  prettier,
);
