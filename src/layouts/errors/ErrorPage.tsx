import { Button } from '@fluentui/react-button';
import { useRouter } from '@tanstack/react-router';
import { t } from '../../strings.ts';

/** Spec: 'to' = 404 means the page does not exist; anything else is a generic error. */
export function errorCopy(to: unknown) {
  const notFound = String(to) === '404';
  return notFound
    ? { code: '404', title: t.error.notFound, hint: t.error.notFoundHint }
    : { code: '', title: t.error.generic, hint: t.error.genericHint };
}

/** `hint` replaces the generic explanation (a failed call's message); `onRetry` adds 重试 before 返回 and 首页. */
export function ErrorPage({ to, hint, onRetry }: { to: unknown; hint?: string; onRetry?: () => void }) {
  const router = useRouter();
  const copy = errorCopy(to);
  return (
    <div className="error-page container" data-testid="error-page">
      {copy.code && (
        <p className="error-page__code" aria-hidden="true">
          {copy.code}
        </p>
      )}
      <h1 className="error-page__title">{copy.title}</h1>
      <p className="error-page__hint" data-testid="error-hint">
        {hint || copy.hint}
      </p>
      <div className="error-page__actions">
        {onRetry && (
          <Button appearance="primary" onClick={onRetry}>
            {t.pwa.retry}
          </Button>
        )}
        <Button onClick={() => router.history.back()}>{t.error.back}</Button>
        <Button appearance={onRetry ? 'secondary' : 'primary'} onClick={() => router.navigate({ to: '/' })}>
          {t.error.home}
        </Button>
      </div>
    </div>
  );
}
