import type { FastifyReply } from 'fastify';

/** Each stand-in shows in the colours of the service it stands in for. */
export type StandinTheme = 'wechat' | 'payment';
const accent: Record<StandinTheme, { color: string; hover: string }> = {
  wechat: { color: '#07c160', hover: '#07c160' },
  payment: { color: '#1677ff', hover: '#0958d9' },
};

/**
 * The one page both stand-ins draw: a card on a dark ground with a title and the given body (HTML the caller has
 * escaped). `button.primary` is the filled call to action; plain buttons are outlined choices.
 */
export function standinPage(theme: StandinTheme, title: string, body: string): string {
  const { color, hover } = accent[theme];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#2e3238;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;color:#1f2328;border-radius:12px;padding:32px 28px;width:min(420px,92vw);box-shadow:0 12px 40px rgba(0,0,0,.35)}
h1{margin:0 0 12px;font-size:22px;color:${color}}.note{font-size:13px;color:#555d66;background:#f5f7fa;padding:10px 12px;border-radius:8px}
ul{list-style:none;padding:0;margin:16px 0 0;display:grid;gap:10px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0}dt{color:#555d66}dd{margin:0;word-break:break-all}.amount{font-size:22px;font-weight:600;color:#c50f1f}
button{width:100%;padding:12px;border-radius:8px;border:1px solid ${color};background:#fff;color:${color};font-size:16px;cursor:pointer}
button.primary{background:${color};color:#fff}
button:hover,button:focus-visible{background:${hover};color:#fff;outline:3px solid #c8a45c;outline-offset:2px}.error{color:#c50f1f}.done{color:#107c10}a{color:#0f4c81}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** Sends a stand-in page: never cached, as it shows one order or one login attempt. */
export const sendStandinPage = (reply: FastifyReply, status: number, theme: StandinTheme, title: string, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(standinPage(theme, title, body));
