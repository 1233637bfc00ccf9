import type { Queryable } from '../db/connect.ts';
import type { SiteDocument } from '../../src/shared/api/personal.ts';
import type { NotifySettings } from '../../src/shared/personal-forms.ts';

export const documentColumns = 'key, title, content, updated_at as "updatedAt", version, published_at as "publishedAt"';

export const siteDocument = async (db: Queryable, key: string) =>
  (await db.query<SiteDocument>(`select ${documentColumns} from site_document where key = $1`, [key]))[0];

export const notifySettings = async (db: Queryable, userId: number) =>
  (await db.query<NotifySettings>('select notify_review as review, notify_activity as activity from app_user where id = $1', [userId]))[0];

export const saveNotifySettings = async (db: Queryable, userId: number, s: NotifySettings) =>
  (
    await db.query<NotifySettings>(
      `update app_user set notify_review = $2, notify_activity = $3 where id = $1
     returning notify_review as review, notify_activity as activity`,
      [userId, s.review, s.activity],
    )
  )[0];
