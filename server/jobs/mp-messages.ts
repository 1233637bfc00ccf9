import type { WechatConfig } from '../config/index.ts';
import type { Db } from '../db/connect.ts';
import { appendAudit } from '../repositories/audit.ts';
import { deliver } from '../repositories/messages.ts';
import { claimDueMessages, finishMessage, queueSubscribeMessage, takeDueReminders } from '../repositories/mp-messages.ts';
import { WechatError } from '../wechat/errors.ts';
import type { WechatClient } from '../wechat/client.ts';
import { afterSend, chinaTime, templateData, type SubscribeKind } from '../wechat/subscribe-message.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { chinaDay } from '../../src/shared/retention.ts';
import { scheduleJob, type JobOutcome } from './schedule.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Sends one run takes on: a backlog drains over a few runs instead of one run holding the job for long. */
const BATCH = 50;

export const SUBSCRIBE_NAMES: Record<SubscribeKind, string> = { review: '审核结果通知', activity: '活动提醒' };

/**
 * Sends the subscribe messages due now. Each outcome (sent, failed for good, to be tried again) is written to the
 * message, and the final ones to the audit log as 系统, so the console shows what was sent to whom.
 */
export async function sendDueMessages(db: Db, wechat: WechatConfig, client: Pick<WechatClient, 'sendSubscribeMessage'>) {
  const due = await claimDueMessages(db, BATCH);
  for (const m of due) {
    const template = wechat.templates[m.kind];
    let answer: Parameters<typeof afterSend>[1];
    if (!template || template.id !== m.templateId) {
      answer = { ok: false, errcode: 40037, reason: '' };
    } else {
      try {
        await client.sendSubscribeMessage({
          touser: m.touser,
          templateId: template.id,
          page: m.page,
          data: templateData(template, m.fields),
        });
        answer = { ok: true };
      } catch (error) {
        if (!(error instanceof WechatError)) throw error;
        answer = { ok: false, errcode: error.errcode, reason: error.message };
      }
    }
    const result = afterSend(m.attempts, answer);
    const outcome = result.state === 'sent' ? '已发送' : result.outcome;
    await finishMessage(db, m.id, { ...result, outcome });
    if (result.state === 'pending') continue;
    await appendAudit(db, {
      staffId: null,
      account: '系统',
      ip: '',
      action: 'subscribe-message',
      entity: 'subscribe-message',
      entityId: String(m.id),
      summary: `小程序订阅消息「${SUBSCRIBE_NAMES[m.kind]}」发给用户 #${m.userId}：${outcome}`,
    });
  }
  return due.length;
}

/**
 * The day-before reminder: everyone signed up for an activity that starts tomorrow (China time) gets the site message
 * 活动提醒 (as their settings allow) and, when they allowed it in the mini-program, the subscribe message; once each.
 */
export async function remindTomorrow(db: Db, wechat: WechatConfig, now: Date) {
  const from = new Date(`${chinaDay(new Date(now.getTime() + DAY))}T00:00:00+08:00`);
  return db.transaction(async (tx) => {
    const due = await takeDueReminders(tx, from, new Date(from.getTime() + DAY));
    for (const r of due) {
      const start = chinaTime(new Date(r.startTime));
      await deliver(
        tx,
        r.userId,
        'activity',
        `活动提醒：${r.title}`,
        `<p>您报名的活动「${escapeHtml(r.title)}」将于 ${start} 开始，地点：${escapeHtml(r.place)}。请准时参加。</p>`,
      );
      const template = wechat.templates.activity;
      if (!template) continue;
      await queueSubscribeMessage(tx, {
        userId: r.userId,
        kind: 'activity',
        templateId: template.id,
        dedupeKey: `activity:${r.activityId}:${r.userId}`,
        page: `pages/activity/detail?id=${r.activityId}`,
        fields: { title: r.title, start, place: r.place, note: '活动明天开始，请准时参加' },
      });
    }
    return due.length;
  });
}

const senders = new WeakMap<Db, () => void>();

/**
 * Sends what is due now without waiting for the next minute (a card decision's 审核结果通知), one run at a time per
 * process: a kick during a run makes one more run after it. Failures are logged; the minute's job tries again.
 */
export function sendSoon(db: Db, wechat: WechatConfig, client: Pick<WechatClient, 'sendSubscribeMessage'>, log: (err: unknown) => void) {
  let kick = senders.get(db);
  if (!kick) {
    let running = false;
    let again = false;
    kick = () => {
      if (running) return void (again = true);
      running = true;
      void (async () => {
        do {
          again = false;
          await sendDueMessages(db, wechat, client).catch(log);
        } while (again);
        running = false;
      })();
    };
    senders.set(db, kick);
  }
  kick();
}

/** Every minute: the reminders due, then the subscribe messages due. Several processes may run it at once. */
export function scheduleMpMessages(
  db: Db,
  wechat: WechatConfig,
  client: Pick<WechatClient, 'sendSubscribeMessage'>,
  log: (err: unknown) => void,
  onRun?: (outcome: JobOutcome) => void,
) {
  const run = async () => {
    await remindTomorrow(db, wechat, new Date());
    await sendDueMessages(db, wechat, client);
  };
  return scheduleJob({ everyMs: MINUTE, run, log, onRun });
}
