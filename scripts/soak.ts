// A bounded soak: 50 connections for 60 s against the API on loopback, mixing public reads, signed-in reads and
// campus-visit bookings that all compete for one slot. Passes when no request fails, the server's memory settles
// (end within MEMORY_BOUND_MB of its size after warm-up) and the slot never holds more visitors than its capacity.
// Writes bench/soak.json. Usage: npm run soak [-- --seconds 60 --connections 50]
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chinaDate } from '../src/shared/appointment-forms.ts';
import { signInOverHttp, testIdNumber } from '../tests/helpers/http-session.ts';
import { startPortal } from '../tests/helpers/portal.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 60);
const connections = arg('connections', 50);
const MEMORY_BOUND_MB = 64;
const root = path.resolve(import.meta.dirname, '..');
const log = (msg: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** Resident memory of a process in MB (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const server = await startPortal({ LOG_LEVEL: 'error', LOGIN_RATE_LIMIT: '100000' }, { apiOnly: true });
let failed = false;
try {
  const [zhang, li] = await Promise.all([signInOverHttp(server.url, 'demo-zhangming'), signInOverHttp(server.url, 'demo-lihua')]);
  const news = (await (await fetch(`${server.url}/api/alumnews/list?pageNum=1&pageSize=12`)).json()).data.list as Array<{ id: number }>;
  const date = chinaDate(3);
  const slots = (await (await fetch(`${server.url}/api/appointment/slots?date=${date}`, { headers: { authorization: `Bearer ${zhang}` } })).json()).data;
  const slot = slots.find((s: { name: string }) => s.name === '傍晚') ?? slots[0];
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = { 'content-type': 'application/json' };

  // One round of the mix; autocannon walks it on every connection.
  const requests: autocannon.Request[] = [
    { method: 'GET', path: '/api/alumsitecolumn/selectList?pid=1' },
    { method: 'GET', path: '/api/sysdict/dictList' },
    { method: 'GET', path: '/api/alumnews/list?pageNum=1&pageSize=12' },
    { method: 'GET', path: `/api/alumnews/${news[0].id}` },
    { method: 'GET', path: `/api/alumnews/${news[news.length - 1].id}` },
    { method: 'GET', path: '/api/alumactivity/list?pageNum=1&pageSize=8' },
    { method: 'GET', path: '/api/alummessage/unreadCount', headers: auth(zhang) },
    { method: 'GET', path: '/api/alummessage/list?pageNum=1&pageSize=10', headers: auth(li) },
    { method: 'GET', path: '/api/appointment/my?pageNum=1&pageSize=10', headers: auth(zhang) },
    { method: 'GET', path: `/api/appointment/slots?date=${date}`, headers: auth(li) },
    {
      method: 'POST', path: '/api/appointment', headers: { ...auth(li), ...json },
      body: JSON.stringify({ visitDate: date, slotId: slot.id, carPlate: '', reason: '浸泡测试预约', visitors: [{ name: '李华', idNumber: testIdNumber(7) }] }),
    },
  ];

  log(`warming up, then ${connections} connections for ${seconds} s`);
  await autocannon({ url: server.url, connections: 10, duration: 5, requests });
  const warm = rssMb(server.pid);
  const samples: number[] = [warm];
  const sampler = setInterval(() => samples.push(rssMb(server.pid)), 2000);
  const result = await autocannon({ url: server.url, connections, duration: seconds, requests, timeout: 10 });
  clearInterval(sampler);
  // Let the garbage collector catch up before the last reading.
  await new Promise((r) => setTimeout(r, 3000));
  const end = rssMb(server.pid);

  const after = (await (await fetch(`${server.url}/api/appointment/slots?date=${date}`, { headers: auth(li) })).json()).data
    .find((s: { id: number }) => s.id === slot.id);
  const mine = (await (await fetch(`${server.url}/api/appointment/my?pageNum=1&pageSize=50`, { headers: auth(li) })).json()).data.list
    .filter((a: { visitDate: string; slotId: number; status: string }) => a.visitDate === date && a.slotId === slot.id && a.status === 'booked');

  const report = {
    measuredAt: new Date().toISOString(),
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    memoryMb: { afterWarmUp: Math.round(warm), peak: Math.round(Math.max(...samples, end)), end: Math.round(end), bound: MEMORY_BOUND_MB },
    slot: { capacity: after.capacity, booked: after.booked, bookingsHeld: mine.length },
  };
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench', 'soak.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));

  const problems = [
    report.errors + report.timeouts > 0 && `${report.errors} errors, ${report.timeouts} timeouts`,
    report.non2xx > 0 && `${report.non2xx} answers outside 2xx`,
    end - warm > MEMORY_BOUND_MB && `memory grew ${Math.round(end - warm)} MB (bound ${MEMORY_BOUND_MB} MB)`,
    after.booked > after.capacity && `slot overbooked: ${after.booked} of ${after.capacity}`,
    after.booked !== mine.length && `slot says ${after.booked} booked, ${mine.length} bookings exist`,
  ].filter(Boolean);
  for (const p of problems) log(`FAILED: ${p}`);
  failed = problems.length > 0;
  if (!failed) log('passed');
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
