/**
 * `npm run build` (and the first half of `npm start`): the portal for the browser into dist/ and the server renderer into
 * dist-ssr/, as `vite build && vite build --ssr src/entry-server.tsx` would, saying only what went wrong and, at the
 * end, one line. `npm run build -- --verbose` shows Vite's file tables as well.
 */
import { build, type LogLevel } from 'vite';

const verbose = process.argv.includes('--verbose');
const logLevel: LogLevel = verbose ? 'info' : 'warn';
const started = performance.now();

await build({ logLevel });
await build({ logLevel, build: { ssr: 'src/entry-server.tsx' } });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`已构建：dist/ 与 dist-ssr/（${seconds} 秒；文件清单：npm run build -- --verbose）`);
