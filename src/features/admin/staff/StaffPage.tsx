import { Button } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog } from '../../../lib/dialogs.ts';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';
import { adminStaffT } from '../../../strings/admin.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { staffAdminApi } from './api.ts';
import { OneTimePasswordDialog } from './OneTimePasswordDialog.tsx';
import { organizationChoicesQueryOptions, refreshAfterStaffChange, staffListQueryOptions } from './queries.ts';
import { StaffFormDialog } from './StaffFormDialog.tsx';
import type { StaffAction } from './StaffRowActions.tsx';
import { StaffTable } from './StaffTable.tsx';
import './staff.css';

type Editing = { account?: StaffAccount } | null;
type Revealed = { account: string; password: string } | null;

/** 账号管理: the staff accounts, a new one, and each one's changes; every change refreshes the list. */
export function StaffPage() {
  const queryClient = useQueryClient();
  const { data: accounts } = useSuspenseQuery(staffListQueryOptions());
  // Only to name the 组织管理员's organisations: the list shows without it.
  const { data: organizations } = useQuery(organizationChoicesQueryOptions());
  const organizationName = (id: number) => organizations?.find((o) => o.id === id)?.name;
  const [editing, setEditing] = useState<Editing>(null);
  const [revealed, setRevealed] = useState<Revealed>(null);
  const action = useSubmit();
  const refresh = () => refreshAfterStaffChange(queryClient);

  const act = async (account: StaffAccount, kind: StaffAction) => {
    if (kind === 'edit') return setEditing({ account });
    if (kind === 'unlock') {
      return action.run(() => staffAdminApi.unlock(account.id), { success: adminStaffT.unlocked, onSuccess: refresh });
    }
    if (kind === 'clearOtp') {
      if (!(await confirmDialog({ ...adminStaffT.clearOtpConfirm(account.account), intent: 'warning' }))) return;
      return action.run(() => staffAdminApi.clearOtp(account.id), { success: adminStaffT.otpCleared, onSuccess: refresh });
    }
    if (!(await confirmDialog({ ...adminStaffT.resetConfirm(account.account), intent: 'warning' }))) return;
    return action.run(() => staffAdminApi.resetPassword(account.id), {
      onSuccess: async ({ password }) => {
        setRevealed({ account: account.account, password });
        await refresh();
      },
    });
  };

  return (
    <div className="admin-page staff-page" data-testid="admin-staff">
      <div className="staff-page__head">
        <h1 className="admin-page__title">{adminStaffT.title}</h1>
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setEditing({})} data-testid="staff-create">
          {adminStaffT.create}
        </Button>
      </div>
      <p className="staff-page__intro">{adminStaffT.intro}</p>
      <StaffTable
        accounts={accounts}
        organizationName={organizationName}
        busy={action.pending}
        onAction={(account, kind) => void act(account, kind)}
      />
      {editing && (
        <StaffFormDialog
          account={editing.account}
          onClose={() => setEditing(null)}
          onCreated={async (created) => {
            setEditing(null);
            setRevealed({ account: created.account, password: created.password });
            await refresh();
          }}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
      {revealed && <OneTimePasswordDialog {...revealed} onClose={() => setRevealed(null)} />}
    </div>
  );
}
