import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { staffMeQueryOptions } from '../../../features/admin/auth/queries.ts';
import { LandingPage } from '../../../features/admin/shell/LandingPage.tsx';
import { adminT } from '../../../strings/admin.ts';
import { useConsoleTitle } from '../-console-title.ts';

export const Route = createFileRoute('/admin/_console/')({ component: ConsoleHome });

function ConsoleHome() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  useConsoleTitle(adminT.home.title);
  return <LandingPage name={me.name} roles={me.roles} />;
}
