export default definePageConfig({ navigationBarTitleText: '校友卡申请' });
