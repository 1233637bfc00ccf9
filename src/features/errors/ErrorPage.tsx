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

export function ErrorPage({ to }: { to: unknown }) {
  const router = useRouter();
  const copy = errorCopy(to);
  return (
    <div className="error-page container" data-testid="error-page">
      {copy.code && <p className="error-page__code" aria-hidden="true">{copy.code}</p>}
      <h1 className="error-page__title">{copy.title}</h1>
      <p className="error-page__hint">{copy.hint}</p>
      <div className="error-page__actions">
        <Button onClick={() => router.history.back()}>{t.error.back}</Button>
        <Button appearance="primary" onClick={() => router.navigate({ to: '/' })}>{t.error.home}</Button>
      </div>
    </div>
  );
}
