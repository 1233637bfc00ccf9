/**
 * `npm run build` (and the first half of `npm start`): the portal for the browser into dist/ and the server renderer into
 * dist-ssr/, as `vite build && vite build --ssr src/entry-server.tsx` would, saying only what went wrong and, at the
 * end, one line. `-- --verbose` shows Vite's file tables as well; `-- --strict` (the test run's build) fails on any
 * warning, Vite's, the bundler's or Node's, so that a start stays quiet.
 */
import { build, createLogger, type LogLevel } from 'vite';

const verbose = process.argv.includes('--verbose');
const strict = process.argv.includes('--strict');
const logLevel: LogLevel = verbose ? 'info' : 'warn';
const started = performance.now();

const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(`${warning.name}: ${warning.message}`));
// The service worker's build (vite.config.ts, workerLogLevel) is given this logger too.
const logger = createLogger(logLevel);
const { warn, warnOnce } = logger;
logger.warn = (message, options) => {
  warnings.push(message);
  warn(message, options);
};
logger.warnOnce = (message, options) => {
  if (!warnings.includes(message)) warnings.push(message);
  warnOnce(message, options);
};

await build({ logLevel, customLogger: logger });
await build({ logLevel, customLogger: logger, build: { ssr: 'src/entry-server.tsx' } });

if (strict && warnings.length) {
  console.error(`The build warned ${warnings.length} time(s); a start must be quiet (see above).`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`已构建：dist/ 与 dist-ssr/（${seconds} 秒；文件清单：npm run build -- --verbose）`);
