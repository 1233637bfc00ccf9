import { createFileRoute, redirect } from '@tanstack/react-router';
import { CONSOLE_HOME } from '../../../../session/staff-access.ts';
import { loadStaffAuth } from '../../-load-console.ts';
import { loadContentData } from './-load-content.ts';

// 内容发布 is for the roles that publish: anyone else typing its address is sent to the console's home (the server
// refuses them its API anyway).
export const Route = createFileRoute('/admin/_console/content')({
  beforeLoad: async ({ context: { queryClient } }) => {
    const [{ currentStaff }, { mayPublish }] = await Promise.all([loadStaffAuth(), loadContentData()]);
    const me = await currentStaff(queryClient);
    if (!me || !mayPublish(me.roles)) throw redirect({ to: CONSOLE_HOME, replace: true });
  },
});
