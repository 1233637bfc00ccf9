import { config } from '../config.ts';
import { cache } from '../lib/storage.ts';
import { buildLoginAddress, randomState } from './login-address.ts';

export const LOGIN_STATE_KEY = 'LoginState';

/** Starts the QR login: remembers a fresh state for this tab and sends the browser to the login address. */
export function startLogin(redirectPath: string) {
  const state = randomState();
  cache.set(LOGIN_STATE_KEY, state, 'session');
  location.assign(
    buildLoginAddress({ loginAddress: config.loginAddress, appId: config.wxAppId, origin: location.origin, redirectPath, state }),
  );
}
