import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/dates.ts';
import { useSessionObject, useSessionState } from '../../session/context.tsx';
import { consentGate } from '../../shared/consent.ts';
import { t } from '../../strings.ts';
import { PageBanner } from '../../ui/PageBanner.tsx';
import { RichHtml } from '../../ui/RichHtml.tsx';
import { consentApi, type ConsentState } from './api.ts';
import { consentPolicyQueryOptions, consentQueryOptions } from './queries.ts';
import './consent.css';

const s = t.consent;

/**
 * The signed-in layout's gate: a personal page is drawn only once the signed-in user has agreed to the privacy policy's
 * current version; until then the policy stands in its place, at the same address, so 同意 simply lets the page
 * they asked for appear.
 */
export function ConsentGate() {
  const { appIsLogin } = useSessionState();
  const answer = useQuery({ ...consentQueryOptions(), enabled: appIsLogin });
  const gate = consentGate(appIsLogin, answer);
  if (gate === 'wait') {
    return (
      <div className="consent-gate__wait container">
        <Spinner size="small" label={s.checking} />
      </div>
    );
  }
  if (gate === 'ask' && answer.data) return <ConsentPage current={answer.data} />;
  return <Outlet />;
}

function ConsentPage({ current }: { current: ConsentState }) {
  const queryClient = useQueryClient();
  const session = useSessionObject();
  const router = useRouter();
  const policy = useQuery(consentPolicyQueryOptions(current.version));
  const [pending, setPending] = useState<'agreed' | 'declined' | null>(null);
  const [changed, setChanged] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Whoever arrives here (a screen reader, a keyboard) starts at the question, not at the menu.
  useEffect(() => heading.current?.focus(), [current.version]);

  const agree = async () => {
    setPending('agreed');
    try {
      queryClient.setQueryData(consentQueryOptions().queryKey, await consentApi.decide({ version: current.version }));
    } catch (error) {
      // A newer version was published while this one was read: show it, and say why the page changed.
      if (error instanceof ApiError && error.status === 400) {
        setChanged(true);
        await queryClient.invalidateQueries({ queryKey: consentQueryOptions().queryKey });
      }
    } finally {
      setPending(null);
    }
  };

  const decline = async () => {
    setPending('declined');
    // The refusal is recorded when it can be; signing out does not wait on it.
    await consentApi.decide({ version: current.version, decision: 'declined' }).catch(() => undefined);
    await session.logout();
    await router.navigate({ to: '/', replace: true });
  };

  return (
    <>
      <PageBanner title={s.heading} />
      <section className="consent-gate container" data-testid="consent-gate" aria-labelledby="consent-gate-title">
        <h2 id="consent-gate-title" className="consent-gate__title" tabIndex={-1} ref={heading}>
          {policy.data?.title ?? s.heading}
        </h2>
        <p className="consent-gate__meta">{s.version(current.version, formatDate(current.publishedAt))}</p>
        {changed && (
          <MessageBar intent="warning" className="consent-gate__notice">
            <MessageBarBody>{s.updated}</MessageBarBody>
          </MessageBar>
        )}
        <p className="consent-gate__intro">{s.intro}</p>
        <div className="consent-gate__policy" tabIndex={0} role="region" aria-label={policy.data?.title ?? s.heading}>
          {policy.isPending ? (
            <Spinner size="small" label={t.loading} />
          ) : policy.isError ? (
            <p role="alert">
              {s.policyFailed} <Button onClick={() => void policy.refetch()}>{s.retry}</Button>
            </p>
          ) : (
            <RichHtml html={policy.data.content} />
          )}
        </div>
        <div className="consent-gate__actions" role="group" aria-label={s.actions}>
          <Button
            appearance="primary"
            size="large"
            disabled={pending !== null || !policy.isSuccess}
            onClick={() => void agree()}
            data-testid="consent-agree"
          >
            {pending === 'agreed' ? s.agreeing : s.agree}
          </Button>
          <Button size="large" disabled={pending !== null} onClick={() => void decline()} data-testid="consent-decline">
            {s.disagree}
          </Button>
        </div>
      </section>
    </>
  );
}
