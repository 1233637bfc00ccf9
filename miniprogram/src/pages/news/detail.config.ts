export default definePageConfig({ navigationBarTitleText: '新闻详情' });
