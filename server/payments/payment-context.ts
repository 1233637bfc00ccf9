import type { Db } from '../db/connect.ts';
import type { WxpaySettings } from '../config/wxpay.ts';
import type { Wxpay } from './wxpay.ts';

/** What every payment step needs: the database, the WeChat Pay client and its settings (shared by orders and refunds). */
export interface PaymentContext {
  db: Db;
  wxpay: Wxpay;
  settings: WxpaySettings;
  now?: () => Date;
  /** Tells the server's pages that public figures changed (the job's settling; a request's is told by its answer). */
  publicDataChanged?: () => Promise<void>;
}
