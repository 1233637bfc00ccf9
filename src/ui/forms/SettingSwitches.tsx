import { Switch } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { t } from '../../strings.ts';
import { notify } from '../../lib/notify.ts';
import { SettingsPanel } from './SettingsPanel.tsx';

export interface SettingSwitchesProps<T extends { [P in keyof T]: boolean }, K extends QueryKey> {
  title: string;
  hint: string;
  loading: string;
  saved: string;
  /** data-testid of the panel; each switch gets `${testIdPrefix}-${key}` */
  testId: string;
  testIdPrefix: string;
  switches: Array<{ key: keyof T & string; label: string }>;
  /** a queryOptions factory's result */
  query: UseQueryOptions<T, Error, T, K> & { queryKey: K };
  save: (next: T) => Promise<T>;
}

/** On/off settings that save at once: the switch moves immediately and moves back if the server refuses. */
export function SettingSwitches<T extends { [P in keyof T]: boolean }, K extends QueryKey>(props: SettingSwitchesProps<T, K>) {
  const { query, save: send } = props;
  // The plain key: the tagged one would fix the cache's data type to what the tag says, which a generic cannot name.
  const cacheKey: QueryKey = query.queryKey;
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(query);
  const save = useMutation({
    mutationFn: send,
    onMutate: async (next: T) => {
      await queryClient.cancelQueries({ queryKey: cacheKey });
      const before = queryClient.getQueryData<T>(cacheKey);
      queryClient.setQueryData<T>(cacheKey, next);
      return { before };
    },
    onError: (_error, _next, context) => {
      // The http layer has said what went wrong; put the switch back.
      if (context?.before) queryClient.setQueryData<T>(cacheKey, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<T>(cacheKey, saved);
      notify({ intent: 'success', text: props.saved });
    },
  });

  return (
    <SettingsPanel title={props.title} hint={props.hint} testId={props.testId}>
      {isError && !data ? (
        <p className="settings-panel__hint" role="alert">
          {t.settings.loadFailed}
        </p>
      ) : !data ? (
        <p className="settings-panel__hint" role="status">
          {props.loading}
        </p>
      ) : (
        <div className="settings-panel__switches">
          {props.switches.map(({ key, label }) => (
            <Switch
              key={key}
              label={label}
              checked={data[key]}
              disabled={save.isPending}
              data-testid={`${props.testIdPrefix}-${key}`}
              onChange={(_, d) => save.mutate({ ...data, [key]: d.checked })}
            />
          ))}
        </div>
      )}
    </SettingsPanel>
  );
}
