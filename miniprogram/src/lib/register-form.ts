import { mpRegisterBodySchema } from '@shared/api/mp.ts';
import { ID_CONSENT_MISSING, idConsentField } from '@shared/consent.ts';
import { validateForm, type FormErrors, type FormSchema } from '@shared/forms.ts';
import { t } from '../strings';

// 校友卡申请's form, checked on the phone by the limits of the schema the server validates POST /api/mp/register with
// (src/shared/api/mp.ts) and the portal's form rules (src/shared/forms.ts), so the phone and the server agree.

const body = mpRegisterBodySchema.properties;

export const registerForm = {
  type: 'object',
  additionalProperties: false,
  required: [...mpRegisterBodySchema.required, 'idConsent'],
  properties: {
    name: { type: 'string', title: t.apply.name, minLength: body.name.minLength, maxLength: body.name.maxLength },
    studentNo: {
      type: 'string',
      title: t.apply.studentNo,
      minLength: body.studentNo.minLength,
      maxLength: body.studentNo.maxLength,
      pattern: body.studentNo.pattern,
      patternMessage: t.apply.studentNoPattern,
    },
    faculty: { type: 'string', title: t.apply.faculty, minLength: body.faculty.minLength, maxLength: body.faculty.maxLength },
    graduationYear: {
      type: 'integer',
      title: t.apply.graduationYear,
      minimum: body.graduationYear.minimum,
      maximum: body.graduationYear.maximum,
    },
    idNumberTail: {
      type: 'string',
      title: t.apply.idNumberTail,
      minLength: body.idNumberTail.minLength,
      maxLength: body.idNumberTail.maxLength,
      pattern: body.idNumberTail.pattern,
      patternMessage: t.apply.idNumberTailPattern,
    },
    idConsent: idConsentField,
  },
} as const satisfies FormSchema;

export type RegisterField = keyof typeof registerForm.properties;

export interface RegisterValues {
  name: string;
  studentNo: string;
  faculty: string;
  graduationYear: number | null;
  idNumberTail: string;
  idConsent: boolean;
}

export const emptyValues: RegisterValues = {
  name: '',
  studentNo: '',
  faculty: '',
  graduationYear: null,
  idNumberTail: '',
  idConsent: false,
};

/** Every field's first problem; an unticked consent says the server's own sentence. */
export function checkRegister(values: RegisterValues): FormErrors {
  const errors = validateForm(registerForm, { ...values, graduationYear: values.graduationYear ?? undefined });
  if (!values.idConsent) errors.idConsent = ID_CONSENT_MISSING;
  if (values.graduationYear === null) errors.graduationYear = t.apply.yearPlaceholder;
  if (!values.faculty) errors.faculty = t.apply.facultyPlaceholder;
  return errors;
}

/** The body POST /api/mp/register and PUT /api/mp/application take. */
export const registerBody = (v: RegisterValues) => ({
  name: v.name.trim(),
  studentNo: v.studentNo.trim(),
  faculty: v.faculty.trim(),
  graduationYear: v.graduationYear ?? 0,
  idNumberTail: v.idNumberTail.trim().toUpperCase(),
  idConsent: v.idConsent,
});

/** The bounds of 毕业年份 the server accepts, for the decade and year choices (lib/graduation-years.ts). */
export const graduationYearBounds = { minimum: body.graduationYear.minimum, maximum: body.graduationYear.maximum };
