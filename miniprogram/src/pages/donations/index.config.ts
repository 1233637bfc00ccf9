export default definePageConfig({ navigationBarTitleText: '我的捐赠', enablePullDownRefresh: true });
