import { DATE_PATTERN } from '../calendar.ts';
import type { FormSchema } from '../forms.ts';

// 对账's two forms, checked alike by the console and the server.

/** POST /api/admin/donations/reconciliation/runs: the bill's day (China time, before today: the server checks that). */
export const reconcileRunFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date'],
  properties: {
    date: { type: 'string', title: '账单日期', maxLength: 10, pattern: DATE_PATTERN, patternMessage: '请选择有效的日期' },
  },
} as const satisfies FormSchema;

export type ReconcileRunValues = { date: string };

/** POST …/differences/:id/handle: what was done about the difference. */
export const handleDifferenceFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['note'],
  properties: { note: { type: 'string', title: '处理说明', maxLength: 200 } },
} as const satisfies FormSchema;

export type HandleDifferenceValues = { note: string };
