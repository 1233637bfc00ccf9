import type { FormSchema } from './forms.ts';

/** Applying to join an alumni organisation. */
export const organizationJoinForm = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: {
    reason: { type: 'string', title: '申请理由', minLength: 5, maxLength: 200, multiline: true },
  },
} as const satisfies FormSchema;

export interface OrganizationJoinValues {
  [key: string]: string;
  reason: string;
}
