import { describe, expect, it } from 'vitest';
import { keptWholeNumbers } from '../../src/features/admin/roster/record-numbers.ts';
import type { RosterRecordDetail } from '../../src/shared/api/admin-roster.ts';

// A record's page after a write answered with masked numbers (issue 48, point 4): the whole numbers it showed stay while
// the write left them as they were.
const detail = (idNumber: string, phone: string, fullNumbers: boolean, city = '杭州'): RosterRecordDetail => ({
  record: {
    id: 7,
    registered: false,
    tags: [],
    formerStudentNos: [],
    name: '周一鸣',
    studentNo: 'R2016001',
    gender: '男',
    faculty: '计算机学院',
    major: '软件工程',
    className: '软件1201',
    entryYear: '2012',
    graduationYear: '2016',
    degree: '本科',
    idNumber,
    phone,
    email: '',
    company: '',
    city,
  },
  account: null,
  history: null,
  fullNumbers,
});
const whole = detail('330102199003071230', '13800001111', true);

describe('keptWholeNumbers', () => {
  it('keeps the whole numbers shown when the write left them as they were', () => {
    const answer = detail('3301**********1230', '138****1111', false, '宁波');
    expect(keptWholeNumbers(whole, answer)).toEqual(detail('330102199003071230', '13800001111', true, '宁波'));
  });
  it('shows the answer, masked, when the write changed a number', () => {
    const answer = detail('3301**********1230', '139****2222', false);
    expect(keptWholeNumbers(whole, answer)).toBe(answer);
    const cleared = detail('3301**********1230', '', false);
    expect(keptWholeNumbers(whole, cleared)).toBe(cleared);
  });
  it('shows the answer when the page had no whole numbers, or none to show', () => {
    const masked = detail('3301**********1230', '138****1111', false);
    expect(keptWholeNumbers(masked, masked)).toBe(masked);
    expect(keptWholeNumbers(undefined, masked)).toBe(masked);
    const none = detail('', '', false);
    expect(keptWholeNumbers(detail('', '', true), none)).toEqual(detail('', '', true));
  });
});
