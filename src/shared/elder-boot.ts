import { createHash } from 'node:crypto';

/**
 * 长辈模式 before the first paint: run inline in index.html's <head> (vite.config.ts puts it there), it marks <html>
 * with data-elder when this device has the mode on, so neither a server-drawn page nor the app's first frame is drawn
 * at the normal size and then redrawn. The console keeps its own look. It reads the same key as src/lib/elder-mode.ts.
 */
export const ELDER_BOOT_SCRIPT =
  "try{if(localStorage.getItem('v1@ElderMode')==='true'&&!/^\\/admin(\\/|$)/.test(location.pathname))document.documentElement.setAttribute('data-elder','')}catch(e){}";

/** The CSP source that lets exactly that script run (and no other inline script). */
export function elderBootHash(): string {
  return `'sha256-${createHash('sha256').update(ELDER_BOOT_SCRIPT).digest('base64')}'`;
}
