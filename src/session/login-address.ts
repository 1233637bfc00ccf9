/** A login state: `length` letters and digits from crypto.getRandomValues (spec: 10). */
export function randomState(length = 10, random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const out: string[] = [];
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out.push(alphabet[byte % 62]);
    }
  }
  return out.join('');
}

/** The WeChat QR connect address (or the stand-in at the same path shape) that brings the user back to `redirectPath`. */
export function buildLoginAddress(opts: {
  loginAddress: string;
  appId: string;
  origin: string;
  redirectPath: string;
  state: string;
}): string {
  const back = new URL('/wxMpQrCodeRedirect', opts.origin);
  back.searchParams.set('redirect_url', opts.redirectPath);
  const url = new URL(opts.loginAddress, opts.origin);
  url.searchParams.set('appid', opts.appId);
  url.searchParams.set('redirect_uri', back.href);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', opts.state);
  url.hash = 'wechat_redirect';
  return url.href;
}
