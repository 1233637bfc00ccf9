/** How a run of a timed job ended, for the metrics (`jobRun`). */
export type JobOutcome = 'ok' | 'failed';

export interface TimedJob {
  /** Time between the starts of two runs. */
  everyMs: number;
  /** Whether the first run starts at once, not after the first interval. */
  atStart?: boolean;
  /** One run; it may say that it failed without throwing (a reconciliation that recorded its own failure). */
  run: () => Promise<JobOutcome | void>;
  /** Where a run's error goes (the server's log). */
  log: (err: unknown) => void;
  /** Each run's outcome (the metrics). */
  onRun?: (outcome: JobOutcome) => void;
}

/**
 * Runs `job` every `everyMs` in this process, and answers the function that stops it. A tick that comes while the last
 * run is still going is skipped: a slow run (a day's bill, a backlog of messages) is never doubled by the next one,
 * which would do the same work twice. Stopping waits for the run in flight, so the database is closed after it.
 */
export function scheduleJob({ everyMs, atStart = false, run, log, onRun }: TimedJob): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (stopped || running) return;
    running = run()
      .then(
        (outcome) => onRun?.(outcome ?? 'ok'),
        (err: unknown) => {
          onRun?.('failed');
          log(err);
        },
      )
      .finally(() => (running = undefined));
  };
  if (atStart) tick();
  const timer = setInterval(tick, everyMs);
  // A timed job never keeps the process alive on its own.
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
