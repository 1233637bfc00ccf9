import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServiceModule } from './module.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

let loaded: Promise<ServiceModule[]> | undefined;

/** Every service module in this folder (files not starting with '_' or named module.ts), in name order. */
export function loadServiceModules(): Promise<ServiceModule[]> {
  loaded ??= (async () => {
    const files = fs.readdirSync(dir).filter((f) => /^[a-z][\w-]*\.ts$/.test(f) && f !== 'module.ts' && !f.endsWith('.d.ts')).sort();
    const modules = await Promise.all(files.map(async (f) => (await import(pathToFileURL(path.join(dir, f)).href)).default as ServiceModule));
    return modules.filter((m) => m && typeof m.register === 'function');
  })();
  return loaded;
}
