import type { MpApplicationData, MpPayData, MpRegisterBody, mpTicketDataSchema } from '@shared/api/mp.ts';
import type { Donation, MyDonations } from '@shared/api/donation.ts';
import type { ActivityDetail, ActivityItem, NewsDetail, NewsItem } from '@shared/api/content.ts';
import type { ApiAlumUserInfo, Message } from '@shared/api/account.ts';
import type { ApiDictGroup } from '@shared/api/site.ts';
import type { SchemaType } from '@shared/api/schema-type.ts';
import { request } from './http';
import { mpRequest, userRequest, type CardStatus } from './session';

// Every call the pages make, typed by the schemas the server validates and answers with (src/shared/api).

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type RegisterBody = MpRegisterBody;
export type TicketStep = 'scan' | 'confirm' | 'cancel';
export type TicketAnswer = SchemaType<typeof mpTicketDataSchema>;

/** GET /api/mp/application: the account's own card application. */
export type MyApplication = MpApplicationData;

export interface SignupStatus {
  signedCount: number;
  remaining: number;
  signedUp: boolean;
  deadlinePassed: boolean;
}

export type SubscriptionKind = 'review' | 'activity';

export const api = {
  news: (pageSize: number) => request<Page<NewsItem>>(`/api/alumnews/list?pageNum=1&pageSize=${pageSize}`),
  newsDetail: (id: number) => request<NewsDetail>(`/api/alumnews/${id}`),
  activities: (pageSize: number) => request<Page<ActivityItem>>(`/api/alumactivity/list?pageNum=1&pageSize=${pageSize}`),
  activityDetail: (id: number) => request<ActivityDetail>(`/api/alumactivity/${id}`),
  /** The dictionaries; the web lists the faculties as 院系导航 (footer_faculty_links). */
  dicts: () => request<ApiDictGroup[]>('/api/sysdict/dictList'),

  ticket: (ticket: string, step: TicketStep) =>
    mpRequest<TicketAnswer>(`/api/mp/qr/${encodeURIComponent(ticket)}/${step}`, { method: 'POST', body: {} }),
  register: (body: RegisterBody) => mpRequest<{ cardStatus: 'pending' | 'verified' }>('/api/mp/register', { method: 'POST', body }),
  application: () => mpRequest<MyApplication>('/api/mp/application'),
  resubmit: (body: RegisterBody) => mpRequest<{ cardStatus: 'pending' | 'verified' }>('/api/mp/application', { method: 'PUT', body }),
  /** A JSAPI order for one of the person's pledges: wx.requestPayment's parameters, or kind paid. */
  pay: (id: number) => mpRequest<MpPayData>(`/api/mp/donation/${id}/pay`, { method: 'POST', body: {} }),
  subscriptions: (accepted: SubscriptionKind[]) => mpRequest<object>('/api/mp/subscriptions', { method: 'POST', body: { accepted } }),

  userInfo: () => userRequest<ApiAlumUserInfo>('/api/alumuser/info'),
  messages: (pageNum: number, pageSize: number) =>
    userRequest<Page<Message>>(`/api/alummessage/list?pageNum=${pageNum}&pageSize=${pageSize}`),
  markRead: (id: number) => userRequest<null>(`/api/alummessage/${id}/read`, { method: 'PUT', body: {} }),
  /** 我的捐赠: the person's pledges and gifts, newest first (the portal's personal API). */
  donations: () => userRequest<MyDonations>('/api/donation/my'),
  /** Back from the cashier: the server asks WeChat Pay about the pledge's orders and answers the pledge. */
  checkDonation: (id: number) => userRequest<Donation>(`/api/donation/${id}/check`, { method: 'POST', body: {} }),
  signupStatus: (id: number) => userRequest<SignupStatus>(`/api/alumactivity/${id}/signup-status`),
  signup: (id: number) =>
    userRequest<{ signedCount: number; remaining: number }>(`/api/alumactivity/${id}/signup`, { method: 'POST', body: {} }),
};

export type { CardStatus };
