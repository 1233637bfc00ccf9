export default definePageConfig({ navigationBarTitleText: '活动详情' });
