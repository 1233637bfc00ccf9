export default defineAppConfig({
  pages: ['pages/index/index'],
  window: { navigationBarTitleText: '城市学院校友', navigationBarBackgroundColor: '#ffffff', navigationBarTextStyle: 'black', backgroundColor: '#ededed' },
});
