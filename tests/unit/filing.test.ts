import { describe, expect, it } from 'vitest';
import { filingLines, ICP_REGISTER, policeRecordUrl } from '../../src/site/filing.ts';

const entry = (dictValue: string, dictLabel: string) => ({ dictValue, dictLabel });

describe('filingLines', () => {
  it.each([
    // The ICP number links to the MIIT's register, whatever province or suffix it carries.
    [entry('icp', '浙ICP备05012345号-1'), { key: 'icp', text: '浙ICP备05012345号-1', href: ICP_REGISTER }],
    // The 公安备案 number links to its own record, found by its digits, and carries the badge.
    [
      entry('police', '浙公网安备 33010602000188号'),
      { key: 'police', text: '浙公网安备 33010602000188号', href: policeRecordUrl('33010602000188'), badge: true },
    ],
    // Without digits there is no record to link to; the badge still says what the line is.
    [entry('police', '公安备案办理中'), { key: 'police', text: '公安备案办理中', badge: true }],
    // Anything else is text.
    [entry('copyright', '版权所有 © 校友总会'), { key: 'copyright', text: '版权所有 © 校友总会' }],
  ])('%o', (given, line) => {
    expect(filingLines([given])).toEqual([line]);
  });

  it('leaves out lines a college has not filled in (the skeleton has empty numbers)', () => {
    expect(filingLines([entry('icp', ''), entry('police', '  '), entry('copyright', '版权所有')]).map((l) => l.key)).toEqual(['copyright']);
  });

  it('links the record by the digits of the number', () => {
    expect(policeRecordUrl('33010602000188')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=33010602000188');
  });
});
