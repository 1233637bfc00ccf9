// The college mini-program's API (/api/mp/*): its session, the QR login ticket's scan, confirm and cancel, and the
// registration of an unbound WeChat account as a pending card application.

import { ID_NUMBER_PURPOSES } from '../consent.ts';
import type { SchemaType } from './schema-type.ts';

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
  },
} as const;

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

/** POST /api/mp/donation/:id/pay: what wx.requestPayment takes, or kind paid when the pledge is paid already. */
export const mpPayDataSchema = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['jsapi', 'paid'], description: 'jsapi：用 payment 调起 wx.requestPayment；paid：该捐赠已支付' },
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
} as const;
export type MpPayData = SchemaType<typeof mpPayDataSchema>;
