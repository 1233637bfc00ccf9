import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../../../features/personal/AccountSettingsPage.tsx';
import { PrivacySwitches } from '../../../features/alumni-search/PrivacySwitches.tsx';

export const Route = createFileRoute('/_login/my/accountSettings')({
  component: () => <AccountSettingsPage privacy={<PrivacySwitches />} />,
});
