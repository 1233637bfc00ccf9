// Visible texts of signing in on a phone (zh-CN, issue 48). The drawer's 登录 keeps the spec's words
// (t.access.phoneLogin, 请您去微信小程序登录。) and adds the one tap on to the mini-program: the login page, which on a
// phone opens the mini-program (server/routes/login-qr.ts words it), or the stand-in's in the demo.
export const phoneLoginT = {
  openMiniProgram: '打开小程序登录',
} as const;
