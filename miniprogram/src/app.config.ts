// The pages, 首页 first (the page a plain launch opens); pages/login/confirm is WX_MP_PAGE, which the web login's
// mini-program code opens. All in the main package: it stays far below WeChat's 2 MB (tests/build/mp-package.test.ts).
export default defineAppConfig({
  pages: [
    'pages/index/index',
    'pages/login/confirm',
    'pages/apply/index',
    'pages/application/index',
    'pages/card/index',
    'pages/messages/index',
    'pages/donations/index',
    'pages/news/detail',
    'pages/activity/detail',
  ],
  window: {
    navigationBarTitleText: '城市学院校友',
    navigationBarBackgroundColor: '#ededed',
    navigationBarTextStyle: 'black',
    backgroundColor: '#ededed',
    backgroundTextStyle: 'dark',
  },
  style: 'v2',
});
