// Build-time configuration (VITE_* variables) with same-origin defaults, so one build runs on any host.
const env = import.meta.env;

export const config = {
  /** Base of every API call. */
  apiBase: (env.VITE_API_BASE as string | undefined) ?? '/api',
  /** Request timeout in milliseconds (spec: 30000). */
  timeout: Number(env.VITE_API_TIMEOUT ?? 30000),
  /** Websocket address for live notices; empty when the backend has none. */
  wsBase: (env.VITE_WS_BASE as string | undefined) ?? '',
  /** The login address; this origin's /login/qr follows the server's LOGIN_MODE (QR page, WeChat, or the stand-in). */
  loginAddress: (env.VITE_LOGIN_ADDRESS as string | undefined) ?? '/login/qr',
  /** WeChat open-platform appid used in the login address. */
  wxAppId: (env.VITE_WX_APPID as string | undefined) ?? 'wx-bjcc-alumni-portal',
  /** Paths shown in the fullscreen layout. */
  fullscreenPaths: ((env.VITE_FULLSCREEN_PATHS as string | undefined) ?? '/wxMpQrCodeRedirect')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** Root column id of the navigation tree. */
  rootColumnId: Number(env.VITE_ROOT_COLUMN_ID ?? 1),
  /** How long toasts and notifications stay (spec: 2000 ms). */
  toastMs: 2000,
  /** Header switches style after this vertical scroll on the home page. */
  headerScrollThreshold: 10,
  /** Below this width the drawer replaces the header menu. */
  mobileBreakpoint: 768,
} as const;
