export default definePageConfig({ navigationBarTitleText: '登录确认' });
