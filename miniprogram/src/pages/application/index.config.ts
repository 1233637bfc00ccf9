export default definePageConfig({ navigationBarTitleText: '我的申请' });
