import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../../../features/personal/AccountSettingsPage.tsx';

export const Route = createFileRoute('/_login/my/accountSettings')({
  component: AccountSettingsPage,
});
