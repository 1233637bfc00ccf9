import type { donationPledgeForm } from '../donation-forms.ts';
import type { SchemaType } from './schema-type.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

const projectProperties = {
  id: int,
  title: str,
  summary: str,
  cover: str,
  targetAmount: int,
  raisedAmount: int,
  donorCount: int,
  startDate: str,
  endDate: str,
  status: { type: 'string', enum: ['active', 'closed'] },
} as const;
const projectRequired = [
  'id',
  'title',
  'summary',
  'cover',
  'targetAmount',
  'raisedAmount',
  'donorCount',
  'startDate',
  'endDate',
  'status',
] as const;

/** How 捐赠名单 names a donor who asked not to be named. */
export const ANONYMOUS_DONOR = '匿名';

/** One line of a project's 捐赠名单: the donor (or 匿名), the amount in yuan, when it was paid. */
export const projectDonorSchema = {
  type: 'object',
  required: ['name', 'amount', 'paidAt'],
  properties: { name: str, amount: int, paidAt: { type: 'string', format: 'date-time' } },
} as const;

export const donationProjectSchema = { type: 'object', required: projectRequired, properties: projectProperties } as const;
export const donationProjectDetailSchema = {
  type: 'object',
  required: [...projectRequired, 'content', 'recentDonors'],
  properties: {
    ...projectProperties,
    content: str,
    recentDonors: { type: 'array', items: projectDonorSchema },
  },
} as const;

const donationProperties = {
  id: int,
  projectId: int,
  projectTitle: str,
  amount: int,
  anonymous: { type: 'boolean' },
  message: str,
  status: { type: 'string', enum: ['awaiting_payment', 'paid', 'cancelled'] },
  orderNo: str,
  payUrl: { type: ['string', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
  paidAt: { type: ['string', 'null'], format: 'date-time' },
} as const;
export const donationSchema = {
  type: 'object',
  required: ['id', 'projectId', 'projectTitle', 'amount', 'anonymous', 'message', 'status', 'orderNo', 'payUrl', 'createdAt', 'paidAt'],
  properties: donationProperties,
} as const;

export const myDonationsSchema = {
  type: 'object',
  required: ['list', 'totalPaid', 'paidCount'],
  properties: { list: { type: 'array', items: donationSchema }, totalPaid: int, paidCount: int },
} as const;

export const pledgeAnswerSchema = {
  type: 'object',
  required: ['id', 'orderNo', 'payUrl'],
  properties: { id: int, orderNo: str, payUrl: str },
} as const;

export type DonationProject = SchemaType<typeof donationProjectSchema>;
export type DonationProjectDetail = SchemaType<typeof donationProjectDetailSchema>;
export type ProjectDonor = SchemaType<typeof projectDonorSchema>;
export type Donation = SchemaType<typeof donationSchema>;
export type DonationStatus = Donation['status'];
export type MyDonations = SchemaType<typeof myDonationsSchema>;
export type PledgeAnswer = SchemaType<typeof pledgeAnswerSchema>;
/** The pledge body, as the shared form schema describes it (the route checks it with that schema too). */
export type PledgeBody = SchemaType<typeof donationPledgeForm>;
