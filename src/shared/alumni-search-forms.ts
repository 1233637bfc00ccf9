import type { FormSchema } from './forms.ts';

/** The signed-in alumnus' privacy switches for Find alumni (account settings). */
export const privacySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['findable', 'showCity', 'showCompany'],
  properties: {
    findable: { type: 'boolean', title: '在校友查询中可被找到' },
    showCity: { type: 'boolean', title: '向校友显示所在城市' },
    showCompany: { type: 'boolean', title: '向校友显示工作单位' },
  },
} as const satisfies FormSchema;

export interface PrivacySettings {
  findable: boolean;
  showCity: boolean;
  showCompany: boolean;
}

/** Longest name the search accepts. */
export const SEARCH_NAME_MAX = 20;
export const SEARCH_YEAR_MIN = 1950;
export const SEARCH_YEAR_MAX = 2100;
