import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleJob, type JobOutcome } from '../../server/jobs/schedule.ts';

/** A job whose runs end when the test says: each call opens a run, `finish(i)` ends the i-th one. */
function controlledJob() {
  const ends: Array<{ resolve: (outcome?: JobOutcome) => void; reject: (err: unknown) => void }> = [];
  const run = vi.fn(
    () =>
      new Promise<JobOutcome | void>((resolve, reject) => {
        ends.push({ resolve, reject });
      }),
  );
  return { run, ends };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('scheduleJob', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it.each([
    { atStart: true, runsAt: [0, 1000, 2000] },
    { atStart: false, runsAt: [1000, 2000] },
  ])('atStart $atStart: runs at $runsAt ms in the first 2 s', async ({ atStart, runsAt }) => {
    const seen: number[] = [];
    const stop = scheduleJob({ everyMs: 1000, atStart, run: async () => void seen.push(Date.now()), log: () => {} });
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen.map((t) => t - t0)).toEqual(runsAt);
    await stop();
  });

  it('skips a tick while the last run is still going, and runs again at the tick after it ended', async () => {
    const { run, ends } = controlledJob();
    const stop = scheduleJob({ everyMs: 1000, run, log: () => {} });
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    // Still going at 2 s and 3 s: no second run on top of it.
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(1);
    ends[0].resolve();
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    ends[1].resolve();
    await stop();
  });

  it.each([
    { ending: 'resolves with nothing', end: (e: ReturnType<typeof controlledJob>['ends'][0]) => e.resolve(), outcome: 'ok', logged: false },
    {
      ending: "resolves 'failed'",
      end: (e: ReturnType<typeof controlledJob>['ends'][0]) => e.resolve('failed'),
      outcome: 'failed',
      logged: false,
    },
    {
      ending: 'throws',
      end: (e: ReturnType<typeof controlledJob>['ends'][0]) => e.reject(new Error('down')),
      outcome: 'failed',
      logged: true,
    },
  ])('a run that $ending counts as $outcome (logged: $logged)', async ({ end, outcome, logged }) => {
    const { run, ends } = controlledJob();
    const onRun = vi.fn();
    const log = vi.fn();
    const stop = scheduleJob({ everyMs: 1000, atStart: true, run, log, onRun });
    end(ends[0]);
    await settle();
    expect(onRun.mock.calls).toEqual([[outcome]]);
    expect(log).toHaveBeenCalledTimes(logged ? 1 : 0);
    if (logged) expect((log.mock.calls[0][0] as Error).message).toBe('down');
    await stop();
  });

  it('a failed run does not stop the schedule', async () => {
    const outcomes: string[] = [];
    let n = 0;
    const run = async () => {
      if (n++ === 0) throw new Error('first fails');
    };
    const stop = scheduleJob({ everyMs: 1000, atStart: true, run, log: () => {}, onRun: (o) => outcomes.push(o) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcomes).toEqual(['failed', 'ok']);
    await stop();
  });

  it('stopping waits for the run in flight, and no run starts after it', async () => {
    const { run, ends } = controlledJob();
    const stop = scheduleJob({ everyMs: 1000, atStart: true, run, log: () => {} });
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    ends[0].resolve();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
