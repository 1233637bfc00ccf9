import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../../strings.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { errorThenHome } from './errorThenHome.ts';

/** A detail page whose record does not exist (a wrong id, a withdrawn article): says so, then takes the reader home. */
export function MissingRecord() {
  const router = useRouter();
  useEffect(() => errorThenHome(t.error.recordMissing, () => void router.navigate({ to: '/', replace: true })), [router]);
  return <ErrorPage to="404" />;
}
