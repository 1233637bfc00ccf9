import { analyzeBundle } from './bench/bundle.ts';
const r = analyzeBundle(process.argv[2]);
const by = new Map(r.chunks.map((c) => [c.file, c]));
for (const f of r.home.files.filter((f) => f.endsWith('.js'))) console.log(by.get(f)?.gzip, f);
console.log('total', r.home.js.gzip);
