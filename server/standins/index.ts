import type { RoutePlugin } from '../http/route-plugin.ts';
import { registerLoginStandin } from './login.ts';
import { registerPaymentStandin } from './payment.ts';

/**
 * The stand-ins for the outside services a deployment connects (WeChat's QR login, the school's payment service),
 * for development and demos: on only with LOGIN_STANDIN, registered from the same list as the routes.
 */
const standins: RoutePlugin = async (app, { db, config }) => {
  if (!config.loginStandin) return;
  // WeChat Pay, once configured, takes every payment: no pledge is sent to the stand-in.
  if (!config.wxpay) registerPaymentStandin(app, db);
  registerLoginStandin(app, db, { rateLimit: config.loginRateLimit });
};

export default standins;
