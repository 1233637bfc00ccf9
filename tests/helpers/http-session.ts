/** What the login call answers a signed-in account: the record the portal keeps (src/session/token.ts). */
export interface LoginRecord {
  token: string;
  userType: string;
  alumUserStatus: string;
}

/** Signs a demo account in over HTTP the way the portal does: a stand-in code, then the login call. Answers the token. */
export async function signInOverHttp(url: string, openid: string): Promise<string> {
  return (await loginOverHttp(url, openid)).token;
}

/** The same sign-in, answering the whole login record. */
export async function loginOverHttp(url: string, openid: string): Promise<LoginRecord> {
  const state = 'HtTpSeS123';
  const confirm = await fetch(`${url}/dev/wx-qrconnect/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ openid, redirect_uri: `${url}/wxMpQrCodeRedirect?redirect_url=%2F`, state }),
  });
  const code = new URL(confirm.headers.get('location')!).searchParams.get('code')!;
  const login = await fetch(`${url}/api/login/wxMpQrCodeLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, state }),
  });
  const body = await login.json();
  if (body.code !== 0) throw new Error(`sign-in of ${openid} answered ${body.code}: ${body.msg}`);
  const { token, userType, alumUserStatus } = body.data as LoginRecord;
  return { token, userType, alumUserStatus };
}

/** A valid mainland ID number (GB 11643 check digit) for visitor `n` (0-999). */
export function testIdNumber(n: number): string {
  const body = `33010219900307${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}
