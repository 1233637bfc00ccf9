import { createHash } from 'node:crypto';

/**
 * What this device holds, on <html> before the first paint: run inline in index.html's <head> (vite.config.ts puts it
 * there), so neither a server-drawn page nor the app's first frame is drawn one way and then redrawn.
 * - data-elder when 长辈模式 is on (the console keeps its own look); the same key as src/lib/elder-mode.ts.
 * - data-signed-in when a login record is stored (as src/session/token.ts reads it): a drawn page is the anonymous
 *   one, and its header's 登录 stays hidden until the app has the session (src/session/store.ts keeps the mark true).
 * - a tap on a button of a server-drawn page before the app's script has even arrived (window.__firstTap): src/main.tsx
 *   takes it over and replays it once the app runs (run 26: a tap made before main.tsx ran was lost).
 * One script, so the CSP allows one hash.
 */
export const ELDER_BOOT_SCRIPT =
  "try{var h=document.documentElement;if(localStorage.getItem('v1@ElderMode')==='true'&&!/^\\/admin(\\/|$)/.test(location.pathname))h.setAttribute('data-elder','');var r=JSON.parse(localStorage.getItem('v1@CacheToken'));if(r&&typeof r.token==='string'&&r.token)h.setAttribute('data-signed-in','')}catch(e){}" +
  "window.__tapRecorder=function(e){var b=e.isTrusted&&e.target.closest&&e.target.closest('#root button:not([type=submit]):not(:disabled)');if(b)window.__firstTap={button:b,at:e.timeStamp}};document.addEventListener('click',window.__tapRecorder,true)";

/** The CSP source that lets exactly that script run (and no other inline script). */
export function elderBootHash(): string {
  return `'sha256-${createHash('sha256').update(ELDER_BOOT_SCRIPT).digest('base64')}'`;
}
