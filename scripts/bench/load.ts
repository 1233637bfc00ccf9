// An autocannon run that also keeps what autocannon's summary drops: every answer's latency (so concurrent runs can be
// summed into one percentile) and how many pages came back browser-drawn (a fast index.html must not pass for a page).
import autocannon from 'autocannon';

/** A drawn page is tens of KB even compressed; the browser-drawn index.html, headers included, a few KB. */
export const DRAWN_MIN_BYTES = 8 * 1024;

export interface LoadRun {
  done: Promise<autocannon.Result>;
  latencies: number[];
  /** 2xx answers too small to be a drawn page */
  browserDrawn(): number;
}

export function runLoad(options: autocannon.Options): LoadRun {
  const latencies: number[] = [];
  let small = 0;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, status, bytes, ms) => {
      latencies.push(ms);
      if (status >= 200 && status < 300 && bytes < DRAWN_MIN_BYTES) small++;
    });
  });
  return { done, latencies, browserDrawn: () => small };
}

/** Nearest-rank percentile of ascending numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : 0;
