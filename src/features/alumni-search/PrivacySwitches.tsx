import { Switch } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { PrivacySettings } from '../../shared/alumni-search-forms.ts';
import { t } from '../../strings.ts';
import { notify } from '../../ui/notify.ts';
import { alumniSearchApi } from './api.ts';
import { alumniSearchQueries } from './queries.ts';
import './alumni-search.css';

const s = t.alumniSearch.privacy;
const switches: Array<{ key: keyof PrivacySettings; label: string }> = [
  { key: 'findable', label: s.findable },
  { key: 'showCity', label: s.showCity },
  { key: 'showCompany', label: s.showCompany },
];

/** The signed-in user's Find alumni privacy: each switch saves at once. */
export function PrivacySwitches() {
  const titleId = useId();
  const queryClient = useQueryClient();
  const options = alumniSearchQueries.privacy();
  const { data } = useQuery(options);
  const save = useMutation({
    mutationFn: alumniSearchApi.savePrivacy,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const before = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, next);
      return { before };
    },
    onError: (_error, _next, context) => {
      // The http layer has said what went wrong; put the switch back.
      if (context?.before) queryClient.setQueryData(options.queryKey, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(options.queryKey, saved);
      notify({ intent: 'success', text: s.saved });
    },
  });

  return (
    <section className="alumni-privacy" aria-labelledby={titleId} data-testid="alumni-privacy">
      <h2 id={titleId} className="alumni-privacy__title">{s.title}</h2>
      <p className="alumni-privacy__hint">{s.hint}</p>
      {!data ? (
        <p className="alumni-privacy__hint" role="status">{s.loading}</p>
      ) : (
        <div className="alumni-privacy__switches">
          {switches.map(({ key, label }) => (
            <Switch
              key={key}
              label={label}
              checked={data[key]}
              disabled={save.isPending}
              data-testid={`privacy-${key}`}
              onChange={(_, d) => save.mutate({ ...data, [key]: d.checked })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
