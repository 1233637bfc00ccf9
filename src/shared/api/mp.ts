// The college mini-program's API (/api/mp/*): its session, the QR login ticket's scan, confirm and cancel, and the
// registration of an unbound WeChat account as a pending card application.

import { ID_NUMBER_PURPOSES } from '../consent.ts';
import type { SchemaType } from './schema-type.ts';
import { nullableInt, record, str } from './shapes.ts';

export const mpSessionBodySchema = {
  type: 'object',
  required: ['jsCode'],
  additionalProperties: false,
  properties: {
    jsCode: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$', description: '小程序 wx.login() 得到的 code' },
  },
} as const;

export const mpSessionDataSchema = {
  type: ['object', 'null'],
  properties: {
    token: { type: 'string', description: '小程序会话凭证，调用其余 /api/mp 接口时放在 Authorization: Bearer <token>' },
    expiresIn: { type: 'integer', description: '有效秒数' },
    bound: { type: 'boolean', description: '该微信账号是否已关联校友身份（未关联时请引导注册）' },
    cardStatus: { type: ['string', 'null'], enum: ['verified', 'pending', 'rejected', null], description: '校友卡审核状态' },
    userToken: {
      type: ['string', 'null'],
      description:
        '已关联校友身份时的门户登录凭证（与网页登录相同），用于个人接口（/api/alumuser/info、/api/alummessage/* 等）：Authorization: Bearer <userToken>；未关联时为 null',
    },
    subscribeTemplates: {
      type: 'object',
      required: ['review', 'activity'],
      description: '订阅消息模板 ID，传给 wx.requestSubscribeMessage；null 表示未配置，不必请求',
      properties: {
        review: { type: ['string', 'null'], description: '审核结果通知' },
        activity: { type: ['string', 'null'], description: '活动提醒' },
      },
    },
  },
} as const;
export type MpSessionData = SchemaType<typeof mpSessionDataSchema>;

export const mpTicketParamsSchema = {
  type: 'object',
  required: ['ticket'],
  additionalProperties: false,
  properties: {
    ticket: {
      type: 'string',
      minLength: 24,
      maxLength: 24,
      pattern: '^[A-Za-z0-9]{24}$',
      description: '小程序码的 scene（网页登录二维码的票据，24 位字母数字）',
    },
  },
} as const;

export const mpEmptyBodySchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export const mpTicketDataSchema = {
  type: ['object', 'null'],
  properties: {
    status: { type: 'string', enum: ['created', 'scanned', 'confirmed', 'used', 'cancelled', 'expired'] },
  },
} as const;

export const mpRegisterBodySchema = {
  type: 'object',
  required: ['name', 'studentNo', 'faculty', 'graduationYear', 'idNumberTail'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 32, description: '姓名' },
    studentNo: { type: 'string', minLength: 4, maxLength: 20, pattern: '^[A-Za-z0-9]+$', description: '学号' },
    faculty: { type: 'string', minLength: 2, maxLength: 64, description: '院系' },
    graduationYear: { type: 'integer', minimum: 1950, maximum: 2100, description: '毕业年份' },
    idNumberTail: { type: 'string', minLength: 6, maxLength: 6, pattern: '^[0-9]{5}[0-9Xx]$', description: '身份证号后 6 位' },
    // Not `required` here: a missing tick gets the handler's sentence naming the field, as an unticked one does.
    idConsent: {
      type: 'boolean',
      description: `对提供身份证号后 6 位的单独同意，须为 true（用途：${ID_NUMBER_PURPOSES['mp-register']}）`,
    },
  },
} as const;

export const mpRegisterDataSchema = {
  type: ['object', 'null'],
  properties: {
    cardStatus: {
      type: 'string',
      enum: ['pending', 'verified'],
      description: 'pending 待审核；verified 与花名册一致，已由系统核验通过',
    },
  },
} as const;

export type MpRegisterBody = SchemaType<typeof mpRegisterBodySchema>;

/** GET /api/mp/application: the account's own card application, as the mini-program's 我的申请 shows it. */
export const mpApplicationDataSchema = record({
  status: {
    type: 'string',
    enum: ['none', 'pending', 'rejected', 'verified'],
    description: 'none 尚未申请（未关联校友身份）；pending 审核中；rejected 未通过（可修改后重新提交）；verified 已通过',
  },
  resubmitted: { type: 'boolean', description: '是否为驳回后重新提交的申请' },
  reason: { type: ['string', 'null'], description: '未通过的原因（status 为 rejected 时）' },
  previousReason: { type: ['string', 'null'], description: '重新提交前上一次未通过的原因' },
  submittedAt: { type: ['string', 'null'], format: 'date-time', description: '提交（或重新提交）时间' },
  decidedAt: { type: ['string', 'null'], format: 'date-time', description: '审核时间' },
  values: {
    type: ['object', 'null'],
    description: '申请时填写的信息（身份证号后 6 位不返回，重新提交时须重新填写）',
    required: ['name', 'studentNo', 'faculty', 'graduationYear'],
    properties: { name: str, studentNo: str, faculty: str, graduationYear: nullableInt },
  },
});
export type MpApplicationData = SchemaType<typeof mpApplicationDataSchema>;

/** POST /api/mp/subscriptions: the kinds the person allowed in wx.requestSubscribeMessage just now. */
export const mpSubscriptionsBodySchema = {
  type: 'object',
  required: ['accepted'],
  additionalProperties: false,
  properties: {
    accepted: {
      type: 'array',
      maxItems: 2,
      uniqueItems: true,
      items: { type: 'string', enum: ['review', 'activity'] },
      description: '用户选择“允许”的订阅消息：review 审核结果通知，activity 活动提醒（每次允许可发送一条）',
    },
  },
} as const;

/** POST /api/mp/donation/:id/pay: what wx.requestPayment takes, or kind paid when the pledge is paid already. */
export const mpPayDataSchema = record(
  {
    kind: { type: 'string', enum: ['jsapi', 'paid'], description: 'jsapi：用 payment 调起 wx.requestPayment；paid：该捐赠已支付' },
  },
  {
    payment: {
      type: 'object',
      required: ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign'],
      description: 'wx.requestPayment 的参数（原样传入）',
      properties: {
        timeStamp: { type: 'string' },
        nonceStr: { type: 'string' },
        package: { type: 'string', description: 'prepay_id=…' },
        signType: { type: 'string', enum: ['RSA'] },
        paySign: { type: 'string' },
      },
    },
    expiresAt: { type: 'string', format: 'date-time', description: '订单的有效期，过期后请重新发起支付' },
  },
);
export type MpPayData = SchemaType<typeof mpPayDataSchema>;
