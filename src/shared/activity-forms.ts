// The activity proposal form (/services/addactivities), read by the portal and by the server.
import { DATETIME_PATTERN, isCalendarDateTime } from './calendar.ts';
import type { FormErrors, FormSchema } from './forms.ts';
import { IMAGE_PATH_PATTERN } from './image-path.ts';

/** A moment of the calendar, as a datetime-local input or an ISO 8601 timestamp writes it. */
const moment = (title: string) =>
  ({
    type: 'string',
    title,
    maxLength: 40,
    pattern: DATETIME_PATTERN,
    patternMessage: `请选择有效的${title}`,
    check: (v: string) => (isCalendarDateTime(v) ? '' : `请选择有效的${title}`),
  }) as const;

export const activityProposalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'activityType', 'startTime', 'endTime', 'place', 'capacity', 'signupDeadline', 'description'],
  properties: {
    title: { type: 'string', title: '活动名称', minLength: 4, maxLength: 60 },
    activityType: { type: 'string', title: '活动类型', maxLength: 40 },
    startTime: moment('开始时间'),
    endTime: moment('结束时间'),
    place: { type: 'string', title: '活动地点', minLength: 2, maxLength: 100 },
    capacity: { type: 'integer', title: '人数上限', minimum: 5, maximum: 2000 },
    signupDeadline: moment('报名截止时间'),
    description: { type: 'string', title: '活动介绍', minLength: 20, maxLength: 2000 },
    cover: {
      type: 'string',
      title: '封面图片',
      maxLength: 300,
      pattern: IMAGE_PATH_PATTERN,
      patternMessage: '请上传封面图片',
    },
  },
} as const satisfies FormSchema;

export interface ActivityProposalValues {
  [key: string]: string | number | undefined;
  title: string;
  activityType: string;
  startTime: string;
  endTime: string;
  place: string;
  capacity: number | '' | undefined;
  signupDeadline: string;
  description: string;
  cover: string;
}

/** The earliest an activity may start, counted from the moment of proposing. */
export const MIN_LEAD_DAYS = 3;

const parse = (value: unknown): number | null => {
  return isCalendarDateTime(value) ? Date.parse(value) : null;
};

/**
 * The rules between fields (FormSchema checks each field alone): the start at least three days ahead, the end after
 * the start, the sign-up deadline before the start. Fields whose own value is missing or malformed are left to checkField.
 */
export function checkProposalTimes(values: Record<string, unknown>, now = Date.now()): FormErrors {
  const errors: FormErrors = {};
  const start = parse(values.startTime);
  const end = parse(values.endTime);
  const deadline = parse(values.signupDeadline);
  if (start !== null && start < now + MIN_LEAD_DAYS * 86400000) errors.startTime = `开始时间至少要在 ${MIN_LEAD_DAYS} 天之后`;
  if (start !== null && end !== null && end <= start) errors.endTime = '结束时间必须晚于开始时间';
  if (start !== null && deadline !== null && deadline >= start) errors.signupDeadline = '报名截止时间必须早于开始时间';
  if (deadline !== null && deadline <= now) errors.signupDeadline ??= '报名截止时间必须晚于现在';
  return errors;
}
