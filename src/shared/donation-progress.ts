// A donation project's progress as its card and page show it (and the mini-program may): the bar's fill and the
// percentage in words. Money that has arrived never reads as 0%: below 1% it is 不足 1%, and the bar shows a sliver.

/** The least fill of the bar while anything has arrived: visible, yet plainly a start. */
export const LEAST_FILL = 0.01;

export interface Progress {
  /** the bar's fill, 0 to 1 */
  ratio: number;
  /** whole percent reached, rounded down (may pass 100) */
  percent: number;
  /** money has arrived, yet less than 1% of the target: say 不足 1%, never 0% */
  belowOne: boolean;
}

/** `raised` and `target` in yuan; a project without a target is complete once anything has arrived. */
export function projectProgress(raised: number, target: number): Progress {
  if (raised <= 0) return { ratio: 0, percent: 0, belowOne: false };
  if (target <= 0) return { ratio: 1, percent: 100, belowOne: false };
  const exact = raised / target;
  const percent = Math.floor(exact * 100);
  return { ratio: Math.min(1, Math.max(LEAST_FILL, exact)), percent, belowOne: percent === 0 };
}
