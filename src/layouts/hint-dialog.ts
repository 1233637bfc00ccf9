// The 提示 dialog that points phone users to the mini-program, with its QR image: a native modal <dialog> built from
// the DOM, not a React component, so that a server-drawn page opens it before the app runs (src/app/reading.ts) and
// the app opens the very same one (PageLayout, the drawer's entry). The browser gives the modality, the focus handling
// and Esc; closing goes through the element, so the focus goes back to where it was.
import type { DictGroup } from '../api/site.ts';
import { currentDialog } from '../lib/dialogs.ts';
import { readElderMode } from '../lib/elder-mode.ts';
import { imageSrc } from '../lib/images.ts';
import { whenIdle } from '../lib/scheduling.ts';
import { cache } from '../lib/storage.ts';
import { installState, onInstallChange, promptInstall, type InstallState } from '../pwa/install-state.ts';
import { dictLabel, siteIdentityOf } from '../site/dicts.ts';
import { t } from '../strings.ts';
import { HINT_SEEN_KEY, hintOpensBySelf, hintSeen, hintSeenCookie } from './mobile-hint.ts';

export interface HintContent {
  /** the QR image's address (站点设置) */
  qrImage: string;
  /** the mini-program's name (站点设置) */
  miniProgram: string;
}

/** What the dialog shows, from the site's dictionaries. */
export const hintContentOf = (dicts: DictGroup[]): HintContent => ({
  qrImage: dictLabel(dicts, 'site_qrcode', 'mini_program'),
  miniProgram: siteIdentityOf(dicts).miniProgram,
});

let open: HTMLDialogElement | null = null;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** 添加到主屏幕 where the browser offers it, the iOS steps on iOS Safari, nothing once installed (as InstallAction). */
function installNodes({ canPrompt, installed, iosSteps }: InstallState): HTMLElement[] {
  if (installed) return [];
  if (canPrompt) {
    const button = element('button', 'hint-button', t.pwa.addToHome);
    button.type = 'button';
    button.dataset.testid = 'install-action';
    button.addEventListener('click', () => void promptInstall());
    return [button];
  }
  if (iosSteps) {
    const steps = element('p', 'install-ios', t.pwa.iosSteps);
    steps.dataset.testid = 'install-ios';
    return [steps];
  }
  return [];
}

/** This device has seen the hint (read by the islands and the app alike, in every tab). */
const seenHere = () => hintSeen(cache.get<boolean>(HINT_SEEN_KEY), document.cookie);

/** Records that this device has seen the hint: in local storage and in the cookie, so one refused write loses nothing. */
function recordSeen() {
  cache.set(HINT_SEEN_KEY, true);
  try {
    document.cookie = hintSeenCookie;
  } catch {
    // cookies refused (a sandboxed frame): local storage keeps it
  }
}

/** A dialog of the page's own (a form, a confirmation) is open: the hint does not cover it. */
const pageDialogOpen = () => !!currentDialog() || !!document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]');

/**
 * Opens the dialog (one at a time); `onClose` hears when the reader has closed it. However it opens (by itself, or from
 * the drawer), the device has seen it: it does not open by itself again.
 */
export function openHint({ qrImage, miniProgram }: HintContent, onClose?: () => void): void {
  if (open) return;
  recordSeen();
  const dialog = element('dialog', 'mobile-hint');
  dialog.dataset.testid = 'mobile-hint';
  const title = element('h2', 'mobile-hint__title', t.mobileHint.title);
  title.id = 'mobile-hint-title';
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.append(title, element('p', 'mobile-hint__body', t.mobileHint.body(miniProgram)));
  const qr = imageSrc(qrImage);
  if (qr) {
    const image = Object.assign(element('img', 'mobile-hint__qr'), { src: qr, alt: t.mobileHint.qrAlt, width: 180, height: 180 });
    dialog.append(image);
  }
  const install = element('div', 'mobile-hint__install');
  const ok = element('button', 'hint-button hint-button--primary', t.mobileHint.ok);
  ok.type = 'button';
  ok.addEventListener('click', () => dialog.close());
  const actions = element('div', 'mobile-hint__actions');
  actions.append(install, ok);
  dialog.append(actions);
  const drawInstall = () => install.replaceChildren(...installNodes(installState()));
  drawInstall();
  const stopFollowing = onInstallChange(drawInstall);
  dialog.addEventListener('close', () => {
    stopFollowing();
    dialog.remove();
    open = null;
    onClose?.();
  });
  document.body.append(dialog);
  open = dialog;
  dialog.showModal();
}

/**
 * Opens the dialog by itself once the browser is idle, when it is due: once per device, never in 长辈模式, never over
 * another dialog or a page that must be seen (hintOpensBySelf), decided again when the moment comes (a guard's
 * 请先登录 comes while the page starts). After the page has started and been laid out: opening it measures the page
 * and moves the focus. Returns the cancel function.
 */
export function openHintWhenDue(content: HintContent, pathname: string): () => void {
  const due = () =>
    !open &&
    hintOpensBySelf({
      pathname,
      seen: seenHere(),
      elderMode: readElderMode(),
      dialogShown: pageDialogOpen(),
    });
  if (!due()) return () => {};
  return whenIdle(() => {
    if (!due()) return;
    openHint(content);
  });
}
