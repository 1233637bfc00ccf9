import fs from 'node:fs';
import path from 'node:path';

/** statfs's type of a tmpfs (linux/magic.h): a folder there lives in memory. */
const TMPFS_MAGIC = 0x01021994;
/** Room the run needs at most: a copied embedded database is ~45 MB, and several files hold one at once with a browser. */
const ROOM = 4 * 2 ** 30;
const MEMORY = '/dev/shm';
const PREFIX = 'portal-tests-';

/**
 * The run's temporary folders (every test portal's copy of the seeded database, browser profiles, copies of the
 * build) in memory where the machine has a roomy tmpfs: a portal's PGlite writes its pages to files, and on the
 * disk each of them goes through the virtual machine's block device. Measured on five e2e files, three workers on two
 * cores: 93.3 s on /tmp, 84.2 s on /dev/shm. Where there is no such tmpfs (a container's 64 MB /dev/shm) the run
 * keeps the system's folder. Workers and the servers they start inherit TMPDIR, which os.tmpdir() reads.
 */
export default function setup() {
  // The server and e2e projects both list this setup: the first makes the folder, the second finds it.
  if (path.basename(process.env.TMPDIR ?? '').startsWith(PREFIX)) return;
  let stats: fs.StatsFs;
  try {
    stats = fs.statfsSync(MEMORY);
  } catch {
    return;
  }
  if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < ROOM) return;
  const dir = fs.mkdtempSync(path.join(MEMORY, PREFIX));
  process.env.TMPDIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
