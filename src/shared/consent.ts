// Consent to the privacy policy and the separate consent a form asks for before it takes an ID number (PIPL arts. 14,
// 29): shared by the portal (what it shows and sends) and the server (what it refuses and records).

/** What the signed-in layout does with a personal page, decided from the session and the consent answer. */
export type ConsentGate = 'pass' | 'ask' | 'wait';

export interface ConsentAnswer {
  /** the privacy policy's current version */
  version: number;
  /** whether the signed-in user has agreed to that version */
  agreed: boolean;
}

/**
 * `ask` (show the policy with 同意 / 不同意 instead of the page) only when the server says this user has not agreed to
 * the current version; `wait` while that answer is on its way. Anyone not signed in is the access guard's business, and
 * an answer that cannot be had (offline, a server fault) lets the page through: the server keeps the records exact, and
 * the question comes back with the next answer it gives.
 */
export function consentGate(signedIn: boolean, answer: { status: 'pending' | 'error' | 'success'; data?: ConsentAnswer }): ConsentGate {
  if (!signedIn) return 'pass';
  if (answer.status === 'pending') return 'wait';
  if (answer.status === 'error' || !answer.data) return 'pass';
  return answer.data.agreed ? 'pass' : 'ask';
}

/** The forms that take an ID number, each with the one sentence telling why (shown by the field, stored with the consent). */
export const ID_NUMBER_PURPOSES = {
  appointment: '来访人身份证号仅用于学校门卫核验来访人身份，来访日期过后按规定删除。',
  proof: '身份证号仅用于学校核实您的身份并办理证明补办，不作他用。',
  'mp-register': '身份证号后 6 位仅用于校友工作办公室核实您的校友身份。',
} as const;

export type IdNumberForm = keyof typeof ID_NUMBER_PURPOSES;

/** The tick's label, and what the form and the server say when it is not ticked. */
export const ID_CONSENT_LABEL = '我已阅读上述用途，同意提供身份证号';
export const ID_CONSENT_MISSING = '请勾选同意提供身份证号，否则无法提交';

/** The form field of the separate consent: a tick that must be on. */
export const idConsentField = {
  type: 'boolean',
  title: '身份证号使用同意',
  check: (value: string) => (value === 'true' ? '' : ID_CONSENT_MISSING),
} as const;

/** POST /api/my/consent. */
export const consentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 2147483647, description: '所同意（或不同意）的隐私政策版本号' },
    decision: { type: 'string', enum: ['agreed', 'declined'], default: 'agreed', description: '同意（默认）或不同意' },
  },
} as const;

export type ConsentBody = { version: number; decision?: 'agreed' | 'declined' };

export const consentAnswerSchema = {
  type: 'object',
  required: ['version', 'publishedAt', 'agreed'],
  properties: {
    version: { type: 'integer', description: '隐私政策当前版本号' },
    publishedAt: { type: 'string', format: 'date-time', description: '当前版本的发布时间' },
    agreed: { type: 'boolean', description: '本人是否已同意当前版本' },
  },
} as const;
