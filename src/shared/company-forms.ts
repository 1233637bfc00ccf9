import type { FormSchema } from './forms.ts';
import { IMAGE_PATH_PATTERN } from './image-path.ts';

/** Dictionary types (sys_dict) the company form's choices come from. */
export const INDUSTRY_DICT = 'company_industry';
export const SCALE_DICT = 'company_scale';

export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const EMAIL_PATTERN = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$';
/** An image address the upload API returned, or one of the portal's own media files (see image-path.ts). */
export { IMAGE_PATH_PATTERN };

/** 申请入驻: an alumnus asks to list a company in the alumni company directory. */
export const companyApplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'industry', 'scale', 'city', 'logo', 'introduction', 'contactName', 'contactPhone', 'contactEmail'],
  properties: {
    name: { type: 'string', title: '企业名称', minLength: 2, maxLength: 60 },
    industry: { type: 'string', title: '所属行业', maxLength: 40 },
    scale: { type: 'string', title: '企业规模', maxLength: 40 },
    city: { type: 'string', title: '所在城市', minLength: 2, maxLength: 20 },
    logo: { type: 'string', title: '企业标志', maxLength: 200, pattern: IMAGE_PATH_PATTERN, patternMessage: '请上传企业标志图片' },
    introduction: { type: 'string', title: '企业简介', minLength: 20, maxLength: 2000 },
    contactName: { type: 'string', title: '联系人', minLength: 2, maxLength: 20 },
    contactPhone: { type: 'string', title: '联系电话', maxLength: 11, pattern: MOBILE_PATTERN, patternMessage: '请输入 11 位手机号码' },
    contactEmail: { type: 'string', title: '联系邮箱', maxLength: 80, pattern: EMAIL_PATTERN, patternMessage: '请输入有效的电子邮箱' },
  },
} as const satisfies FormSchema;

export type CompanyApplyValues = {
  name: string;
  industry: string;
  scale: string;
  city: string;
  logo: string;
  introduction: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

/** Education a position asks for, lowest first (the recruitment filter and the seed use them). */
export const EDUCATION_LEVELS = ['不限', '大专', '本科', '硕士', '博士'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const isEducationLevel = (value: string): value is EducationLevel => (EDUCATION_LEVELS as readonly string[]).includes(value);
