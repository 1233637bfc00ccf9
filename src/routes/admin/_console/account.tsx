import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/admin/auth/AccountPage.tsx';
import { adminT } from '../../../strings/admin.ts';
import { useConsoleTitle } from '../-console-title.ts';

export const Route = createFileRoute('/admin/_console/account')({ component: ConsoleAccount });

function ConsoleAccount() {
  useConsoleTitle(adminT.account.title);
  return <AccountPage />;
}
