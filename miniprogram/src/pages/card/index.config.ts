export default definePageConfig({ navigationBarTitleText: '我的校友卡' });
