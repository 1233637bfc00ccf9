/**
 * `npm run routes`: writes src/routeTree.gen.ts from src/routes (tsr.config.json), as `tsr generate` does, through the
 * generator's ES module: the CLI loads the CommonJS build of @tanstack/router-core, whose circular requires make Node
 * print a warning on every run. The build regenerates it anyway (the router's Vite plugin); this is for the type check.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
await new Generator({ config: getConfig({}, root), root }).run();
