import { newsApi } from '../../api/content.ts';
import type { NewsViews } from '../../shared/api/content.ts';

// A server-drawn article's view is reported before the app runs (src/app/reading.ts): a reader who only reads is
// counted too. The app's first report of that same article on this page then takes that answer instead of counting
// the view a second time.
let early: { id: number; answer: Promise<NewsViews> } | undefined;

/** Reports the view of the article the server drew, before the app runs. */
export function reportDrawnView(id: number): void {
  const answer = newsApi.view(id);
  answer.catch(() => undefined);
  early = { id, answer };
}

/** Reports a view of article `id` (once per time it is shown), answering the count the server has now. */
export function reportView(id: number): Promise<NewsViews> {
  if (early?.id !== id) return newsApi.view(id);
  const { answer } = early;
  early = undefined;
  return answer;
}
