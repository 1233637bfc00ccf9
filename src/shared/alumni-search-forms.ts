import { switchesSchema } from './forms.ts';

/** The signed-in alumnus' privacy switches for Find alumni (account settings). */
export const privacySchema = switchesSchema({
  findable: '在校友查询中可被找到',
  showCity: '向校友显示所在城市',
  showCompany: '向校友显示工作单位',
});

export interface PrivacySettings {
  findable: boolean;
  showCity: boolean;
  showCompany: boolean;
}

/** Longest name the search accepts. */
export const SEARCH_NAME_MAX = 20;
export const SEARCH_YEAR_MIN = 1950;
export const SEARCH_YEAR_MAX = 2100;
