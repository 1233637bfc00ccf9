// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { appointmentSchema, type VisitorInput } from '../../src/shared/appointment-forms.ts';

// In-memory drafts and a recorded toast: the hooks' own logic is under test, not IndexedDB or the toaster.
const stored = new Map<string, unknown>();
vi.mock('../../src/ui/forms/drafts.ts', () => ({
  drafts: {
    load: async (id: string) => stored.get(id),
    save: async (id: string, values: unknown) => void stored.set(id, values),
    clear: async (id: string) => void stored.delete(id),
  },
}));
const toasts: string[] = [];
vi.mock('../../src/lib/notify.ts', () => ({ notify: (n: { text: string }) => void toasts.push(n.text) }));

const { useForm } = await import('../../src/ui/forms/useForm.ts');
const { useSubmit } = await import('../../src/ui/forms/useSubmit.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a hook in a bare root; `result.current` is its latest value. */
async function renderHook<R>(hook: () => R, wrap: (child: ReactNode) => ReactNode = (c) => c) {
  const result = { current: undefined as unknown as R };
  function Probe() {
    result.current = hook();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(wrap(<Probe />)));
  return { result, unmount: () => act(() => root.unmount()) };
}

/** A 400 as the http layer throws it: status, message and the field at fault. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly code = status,
  ) {
    super(message);
  }
}

const IDS = ['330102199003071230', '33010619910520452X'];
type Values = { visitDate: string; slotId: number | ''; carPlate: string; reason: string; visitors: VisitorInput[]; idConsent: boolean };
const initial: Values = { visitDate: '', slotId: '', carPlate: '', reason: '', visitors: [{ name: '', idNumber: '' }], idConsent: false };
const filled: Values = {
  visitDate: new Date(Date.now() + 8 * 3600_000 + 3 * 86400_000).toISOString().slice(0, 10),
  slotId: 1,
  carPlate: '',
  reason: '回母校参观校史馆',
  visitors: [
    { name: '张明', idNumber: IDS[0] },
    { name: '林晓雯', idNumber: IDS[1] },
  ],
  idConsent: true,
};

beforeEach(() => {
  stored.clear();
  toasts.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('useSubmit', () => {
  it.each([
    // case, what the call does, success text, expected answer, toasts, onSuccess got, onError called
    ['accepted, with a toast', () => Promise.resolve(7), '已提交', true, ['已提交'], 7, false],
    ['accepted, silently', () => Promise.resolve('x'), undefined, true, [], 'x', false],
    ['refused', () => Promise.reject(new Refusal('手机号格式不正确', 400, 'phone')), '已提交', false, [], undefined, true],
    ['failed on the network', () => Promise.reject(new TypeError('offline')), '已提交', false, [], undefined, true],
  ] as const)('%s', async (_, call, success, answer, expectedToasts, got, failed) => {
    const { result } = await renderHook(() => useSubmit());
    let received: unknown;
    let errored = false;
    let outcome: boolean | undefined;
    await act(async () => {
      outcome = await result.current.run(call as () => Promise<unknown>, {
        success,
        onSuccess: (r) => void (received = r),
        onError: () => void (errored = true),
      });
    });
    expect(outcome).toBe(answer);
    expect(toasts).toEqual(expectedToasts);
    expect(received).toBe(got);
    expect(errored).toBe(failed);
    expect(result.current.pending).toBe(false);
  });

  it('is pending while sending and ignores a second call meanwhile', async () => {
    const { result } = await renderHook(() => useSubmit());
    let release!: () => void;
    const calls: number[] = [];
    let first!: Promise<boolean>;
    await act(async () => {
      first = result.current.run(() => new Promise<void>((r) => (calls.push(1), (release = r))));
    });
    expect(result.current.pending).toBe(true);
    let second: boolean | undefined;
    await act(async () => {
      second = await result.current.run(async () => void calls.push(2));
    });
    expect(second).toBe(false);
    await act(async () => {
      release();
      await first;
    });
    expect(calls).toEqual([1]);
    expect(result.current.pending).toBe(false);
  });
});

describe('useForm with an array field', () => {
  const open = () => renderHook(() => useForm<Values>({ id: 'appointment', schema: appointmentSchema, initial }));

  it('adds rows up to maxItems and removes them down to minItems', async () => {
    const { result } = await open();
    await act(async () => result.current.removeRow('visitors', 0));
    expect(result.current.values.visitors).toHaveLength(1);
    for (let i = 0; i < 6; i++) await act(async () => result.current.addRow('visitors'));
    expect(result.current.values.visitors).toHaveLength(5);
    expect(result.current.values.visitors[4]).toEqual({ name: '', idNumber: '' });
    await act(async () => result.current.removeRow('visitors', 2));
    expect(result.current.values.visitors).toHaveLength(4);
  });

  it('shows a row message once the row field is left, and it follows later changes of any row', async () => {
    const { result } = await open();
    await act(async () => result.current.addRow('visitors'));
    await act(async () => result.current.setRowField('visitors', 0, 'idNumber', IDS[0]));
    await act(async () => result.current.setRowField('visitors', 1, 'idNumber', IDS[0]));
    expect(result.current.errors['visitors.1.idNumber']).toBeUndefined();
    await act(async () => result.current.blur('visitors.1.idNumber'));
    expect(result.current.errors['visitors.1.idNumber']).toBe('来访人身份证号重复');
    // fixing the other row clears the repeat
    await act(async () => result.current.setRowField('visitors', 0, 'idNumber', IDS[1]));
    expect(result.current.errors['visitors.1.idNumber']).toBe('');
  });

  it("moves the later rows' messages up when a row is removed", async () => {
    const { result } = await open();
    await act(async () => result.current.addRow('visitors'));
    await act(async () => result.current.addRow('visitors'));
    await act(async () => result.current.setRowField('visitors', 2, 'name', '张3'));
    await act(async () => result.current.blur('visitors.2.name'));
    expect(result.current.errors['visitors.2.name']).toBe('姓名应为 2 至 30 个汉字或字母');
    await act(async () => result.current.removeRow('visitors', 0));
    expect(result.current.errors['visitors.1.name']).toBe('姓名应为 2 至 30 个汉字或字母');
    expect(result.current.errors['visitors.2.name']).toBeUndefined();
    expect(result.current.values.visitors[1].name).toBe('张3');
  });

  it('does not send a form with a bad row, marks every row and keeps the values', async () => {
    const { result } = await open();
    await act(async () => result.current.setField('reason', '回母校参观校史馆'));
    const send = vi.fn(async () => null);
    let sent: boolean | undefined;
    await act(async () => void (sent = await result.current.submit(send)));
    expect(sent).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toMatchObject({
      visitDate: '请填写来访日期',
      'visitors.0.name': '请填写来访人姓名',
      'visitors.0.idNumber': '请填写身份证号',
    });
    expect(result.current.values.reason).toBe('回母校参观校史馆');
  });

  it.each([
    // case, the refusal, the path that shows it
    [
      'a 400 naming a row field lands on that row',
      new Refusal('身份证号校验位不正确，请核对', 400, 'visitors.1.idNumber'),
      'visitors.1.idNumber',
    ],
    ['a 400 naming a flat field', new Refusal('请选择有效的来访时段', 400, 'slotId'), 'slotId'],
    ['a 400 naming no field shows nothing under the fields', new Refusal('请求有误', 400), undefined],
    ['a 409 is not a field message', new Refusal('该时段名额已满', 200, undefined, 409), undefined],
  ])('%s; the values stay', async (_, refusal, path) => {
    const { result } = await open();
    await act(async () => {
      for (const [k, v] of Object.entries(filled)) if (k !== 'visitors') result.current.setField(k as 'reason', v as string);
      result.current.addRow('visitors');
    });
    await act(async () => {
      result.current.setRowField('visitors', 0, 'name', '张明');
      result.current.setRowField('visitors', 0, 'idNumber', IDS[0]);
      result.current.setRowField('visitors', 1, 'name', '林晓雯');
      result.current.setRowField('visitors', 1, 'idNumber', IDS[1]);
    });
    const onError = vi.fn();
    let sent: boolean | undefined;
    await act(async () => void (sent = await result.current.submit(() => Promise.reject(refusal), { onError })));
    expect(sent).toBe(false);
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(result.current.values).toEqual(filled);
    const shown = Object.entries(result.current.errors).filter(([, m]) => m);
    expect(shown).toEqual(path ? [[path, refusal.message]] : []);
    if (!path) return;
    // An edit elsewhere leaves the server's sentence; an edit of its own field replaces it with the local check.
    await act(async () => result.current.setField('reason', '回母校参观校史馆，与老师座谈'));
    expect(result.current.errors[path]).toBe(refusal.message);
    await act(async () =>
      path === 'slotId' ? result.current.setField('slotId', 2) : result.current.setRowField('visitors', 1, 'idNumber', IDS[1]),
    );
    expect(result.current.errors[path]).toBe('');
  });

  it('sends the rows as a list, then starts over, toasts and drops the draft, which no waiting save brings back', async () => {
    // The draft's save waits 250 ms after a change: a clock of the test's own decides when it runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    stored.set('appointment', filled);
    const { result } = await open();
    expect(result.current.values).toEqual(filled);
    const send = vi.fn(async (v: Values) => v.visitors.length);
    let got: unknown;
    await act(async () => void (await result.current.submit(send, { success: '预约成功', onSuccess: (n) => void (got = n) })));
    expect(send).toHaveBeenCalledWith(filled);
    expect(got).toBe(2);
    expect(toasts).toEqual(['预约成功']);
    expect(result.current.values).toEqual(initial);
    expect(stored.has('appointment')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(stored.has('appointment')).toBe(false);
  });

  it.each([
    // case, stored draft, the visitors restored
    ['rows come back', { visitors: [{ name: '张明', idNumber: IDS[0] }] }, [{ name: '张明', idNumber: IDS[0] }]],
    [
      'an older draft kept them as JSON text: dropped',
      { visitors: JSON.stringify([{ name: '张明', idNumber: IDS[0] }]) },
      initial.visitors,
    ],
    ['an empty list: one empty row', { visitors: [] }, initial.visitors],
    [
      'too many rows: cut to maxItems',
      { visitors: Array.from({ length: 9 }, () => ({ name: '张明', idNumber: '' })) },
      Array.from({ length: 5 }, () => ({ name: '张明', idNumber: '' })),
    ],
    [
      'damaged rows: unknown keys go, wrong types become empty',
      { visitors: [{ name: 5, idNumber: IDS[1], x: 1 }, null] },
      [
        { name: '', idNumber: IDS[1] },
        { name: '', idNumber: '' },
      ],
    ],
  ])('draft: %s', async (_, draft, expected) => {
    stored.set('appointment', { reason: '草稿', ...draft });
    const { result } = await open();
    expect(result.current.values.visitors).toEqual(expected);
    expect(result.current.values.reason).toBe('草稿');
  });

  it('saves the rows in the draft as the user types', async () => {
    vi.useFakeTimers();
    const { result } = await open();
    await act(async () => result.current.setRowField('visitors', 0, 'name', '张明'));
    await act(async () => void vi.advanceTimersByTime(300));
    expect(stored.get('appointment')).toMatchObject({ visitors: [{ name: '张明', idNumber: '' }] });
  });
});

describe('useForm with a form check', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['start', 'end'],
    properties: { start: { type: 'integer', title: '开始' }, end: { type: 'integer', title: '结束' } },
  } as const;
  const check = (v: Record<string, unknown>) => ({ end: Number(v.end) <= Number(v.start) ? '结束必须晚于开始' : '' });
  type Span = { start: number | ''; end: number | '' };

  it('blocks sending, and the message follows the other field', async () => {
    const { result } = await renderHook(() => useForm<Span>({ id: 'span', schema, initial: { start: 5, end: 3 }, check }));
    const send = vi.fn(async () => null);
    await act(async () => void (await result.current.submit(send)));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors.end).toBe('结束必须晚于开始');
    await act(async () => result.current.setField('start', 1));
    expect(result.current.errors.end).toBe('');
    await act(async () => void (await result.current.submit(send)));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("says the schema's sentence before the check's", async () => {
    const { result } = await renderHook(() => useForm<Span>({ id: 'span', schema, initial: { start: 5, end: '' }, check }));
    await act(async () => void (await result.current.submit(async () => null)));
    expect(result.current.errors.end).toBe('请填写结束');
  });
});
