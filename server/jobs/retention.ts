import type { ServerConfig } from '../config/index.ts';
import type { Db } from '../db/connect.ts';
import { appendAudit } from '../repositories/audit.ts';
import { dueErasures, erasePerson } from '../repositories/erasure.ts';
import {
  eraseVisitIdNumbers,
  foldRowTotals,
  forgetUnusedVoucherScans,
  purgeAuditLog,
  purgeExpiredTokens,
  tryRetentionLock,
} from '../repositories/retention.ts';
import { forgetUploads, unreferencedUploads } from '../repositories/uploads.ts';
import { chinaDay, retentionCutoffs } from '../../src/shared/retention.ts';
import { createUploadStore, type UploadStoreConfig } from '../uploads/index.ts';
import type { UploadStore } from '../uploads/store.ts';
import { scheduleJob, type JobOutcome } from './schedule.ts';

export interface RetentionResult {
  /** false when another process held the lock and this run did nothing */
  ran: boolean;
  visitors: number;
  tokens: number;
  auditEntries: number;
  uploads: number;
  /** voucher scans of 线下捐赠 never recorded */
  voucherScans: number;
  /** people whose cooling-off period ended and whose personal data this run erased */
  erasures: number;
}

type Settings = Pick<ServerConfig, 'retentionVisitDays' | 'retentionLogDays' | 'uploadGraceHours'> & UploadStoreConfig;

/**
 * One retention run at `now` (passed in so tests move the clock): erases old visitors' ID numbers, purges expired
 * tokens and sessions and old audit entries, erases the accounts whose cooling-off period ended, forgets unreferenced uploads, and records the counts in the audit log,
 * all in one transaction under an advisory lock so several server processes on one PostgreSQL run it once. Files are
 * removed from the upload store (the configuration's, unless given) after the commit: a failed run leaves them
 * referenced by their rows, never rows pointing at no file.
 */
export async function runRetention(
  db: Db,
  config: Settings,
  now: Date,
  store: UploadStore = createUploadStore(config, db),
): Promise<RetentionResult> {
  const cut = retentionCutoffs(now, config);
  const result = await db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx, db.kind)))
      return { ran: false, visitors: 0, tokens: 0, auditEntries: 0, uploads: [] as string[], voucherScans: 0, erasures: 0 };
    // Erasures first: what they disown (uploads, tokens) is then purged by the steps below in the same run.
    const erased = await dueErasures(tx, now);
    for (const e of erased) await erasePerson(tx, e.userId, chinaDay(now));
    const visitors = await eraseVisitIdNumbers(tx, cut.visitsBefore);
    const tokens = await purgeExpiredTokens(tx, now);
    const auditEntries = await purgeAuditLog(tx, cut.logBefore);
    const uploads = await unreferencedUploads(tx, cut.uploadsBefore);
    await forgetUploads(tx, uploads);
    const voucherScans = await forgetUnusedVoucherScans(tx, cut.uploadsBefore);
    if (erased.length) {
      // Numbers only: the audit log is kept for months and must not bring the erased names back.
      await appendAudit(tx, {
        staffId: null,
        account: '系统',
        ip: '',
        action: 'erasure',
        entity: 'erasure',
        entityId: erased.map((e) => e.id).join(','),
        summary: `注销账号：冷静期已满，已删除或匿名化 ${erased.length} 位用户（编号 ${erased.map((e) => e.userId).join('、')}）的个人信息`,
      });
    }
    await appendAudit(tx, {
      staffId: null,
      account: '系统',
      ip: '',
      action: 'retention',
      entity: 'retention',
      entityId: '',
      summary:
        `定期清理：删除 ${cut.visitsBefore} 之前来访的 ${visitors} 位访客身份证号，清除 ${tokens} 个过期凭证，` +
        `清除 ${auditEntries} 条 ${config.retentionLogDays} 天前的操作日志，删除 ${uploads.length} 个未被引用的上传图片` +
        (voucherScans ? `、${voucherScans} 份未登记捐赠的凭证扫描件` : ''),
    });
    await foldRowTotals(tx);
    return { ran: true, visitors, tokens, auditEntries, uploads, voucherScans, erasures: erased.length };
  });
  await store.remove(result.uploads.map((p) => p.slice(p.lastIndexOf('/') + 1)));
  return { ...result, uploads: result.uploads.length };
}

const DAY = 24 * 60 * 60 * 1000;

/** Runs the job at start and then once a day; the answer stops it. A failed run is logged and tried again next time. */
export function scheduleRetention(
  db: Db,
  config: Settings,
  log: (err: unknown) => void,
  clock: () => Date = () => new Date(),
  onRun?: (outcome: JobOutcome) => void,
  store?: UploadStore,
) {
  const run = async () => void (await runRetention(db, config, clock(), store));
  return scheduleJob({ everyMs: DAY, atStart: true, run, log, onRun });
}
