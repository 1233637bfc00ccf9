import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { RichHtml } from '../../ui/RichHtml.tsx';
import { privacyPolicyQueryOptions } from './queries.ts';

/** The privacy policy as the API serves it, sanitised like every API HTML. */
export function PrivacyPolicyPage() {
  const { data } = useSuspenseQuery(privacyPolicyQueryOptions());
  return (
    <article className="privacy-policy" data-testid="privacy-policy">
      <h3 className="privacy-policy__title">{data.title}</h3>
      <p className="privacy-policy__date">{t.policy.updatedAt(formatDate(data.updatedAt))}</p>
      <RichHtml html={data.content} />
    </article>
  );
}
