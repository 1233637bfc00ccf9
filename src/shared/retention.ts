// Retention rules: pure, so the job, the start-up check and the upload route decide the same way as the tests.

export const MIN_LOG_DAYS = 180;
const DAY = 24 * 60 * 60 * 1000;

export interface RetentionSettings {
  retentionVisitDays: number;
  retentionLogDays: number;
  uploadGraceHours: number;
}

/** Why the settings cannot start the server, in words for the operator, or undefined. */
export function retentionProblem(s: RetentionSettings): string | undefined {
  if (!Number.isInteger(s.retentionLogDays) || s.retentionLogDays < MIN_LOG_DAYS) {
    return `RETENTION_LOG_DAYS 不能少于 ${MIN_LOG_DAYS} 天（操作日志须至少保存 ${MIN_LOG_DAYS} 天）`;
  }
  if (!Number.isInteger(s.retentionVisitDays) || s.retentionVisitDays < 1) return 'RETENTION_VISIT_DAYS 应为不小于 1 的整数';
  if (!Number.isFinite(s.uploadGraceHours) || s.uploadGraceHours < 1) return 'UPLOAD_GRACE_HOURS 应为不小于 1 的数';
  return undefined;
}

export interface RetentionCutoffs {
  /** Visits on a day before this date (YYYY-MM-DD, China time) lose their ID numbers. */
  visitsBefore: string;
  /** Audit entries before this moment are purged. */
  logBefore: Date;
  /** Unreferenced uploads stored before this moment are removed. */
  uploadsBefore: Date;
}

/** China's calendar day of a moment (the visits' dates are China dates). */
export const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The moments the job purges before, from the clock and the settings. A visit is kept through its Nth day after. */
export function retentionCutoffs(now: Date, s: RetentionSettings): RetentionCutoffs {
  return {
    visitsBefore: chinaDay(new Date(now.getTime() - s.retentionVisitDays * DAY)),
    logBefore: new Date(now.getTime() - Math.max(s.retentionLogDays, MIN_LOG_DAYS) * DAY),
    uploadsBefore: new Date(now.getTime() - s.uploadGraceHours * 60 * 60 * 1000),
  };
}

export interface UploadQuota {
  uploadDailyFiles: number;
  uploadDailyBytes: number;
}

/** Whether an alumnus who stored `used` in the last 24 hours may store `size` more bytes; the refusal in words or undefined. */
export function uploadQuotaRefusal(used: { files: number; bytes: number }, size: number, q: UploadQuota): string | undefined {
  if (used.files + 1 > q.uploadDailyFiles) return `每天最多上传 ${q.uploadDailyFiles} 张图片，请明天再试`;
  if (used.bytes + size > q.uploadDailyBytes)
    return `每天上传的图片合计不能超过 ${Math.round(q.uploadDailyBytes / 1024 / 1024)} MB，请明天再试`;
  return undefined;
}
