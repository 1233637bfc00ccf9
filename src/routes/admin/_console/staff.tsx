import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../../../features/admin/staff/StaffPage.tsx';
import { adminStaffT } from '../../../strings/admin.ts';
import { useConsoleTitle } from '../-console-title.ts';
import { requireOperation } from '../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/staff')({
  beforeLoad: requireOperation('staff'),
  loader: async ({ context: { queryClient } }) => {
    const { staffListQueryOptions } = await import('../../../features/admin/staff/queries.ts');
    await queryClient.ensureQueryData(staffListQueryOptions());
  },
  component: ConsoleStaff,
});

function ConsoleStaff() {
  useConsoleTitle(adminStaffT.title);
  return <StaffPage />;
}
