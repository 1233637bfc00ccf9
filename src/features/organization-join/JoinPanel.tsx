import { Badge, Button, Spinner } from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { organizationJoinForm, type OrganizationJoinValues } from '../../shared/organization-join-forms.ts';
import { t } from '../../strings.ts';
import { TextAreaField } from '../../ui/forms/fields.tsx';
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { SubmitButton } from '../../ui/forms/FormActions.tsx';
import { useForm } from '../../ui/forms/useForm.ts';
import { useOpenedOnce } from '../../ui/useOpenedOnce.ts';
import { JOIN_KEY, membershipQueryOptions, organizationJoinApi } from './api.ts';
import './organization-join.css';

const s = t.organizationJoin;
const initial: OrganizationJoinValues = { reason: '' };

/** Under an organisation's facts: 申请加入, or where the user's request stands. */
export function JoinPanel({ organizationId, organizationName }: { organizationId: number; organizationName: string }) {
  const { data, isPending } = useQuery(membershipQueryOptions(organizationId));
  const [open, setOpen] = useState(false);
  const dialogMounted = useOpenedOnce(open);
  return (
    <div className="orgjoin-panel" aria-label={s.panelLabel} role="group" data-testid="org-join-panel">
      {isPending ? (
        <Spinner size="tiny" label={s.checking} />
      ) : data?.status === 'member' ? (
        <Badge size="large" appearance="filled" color="success" data-testid="org-join-status">
          {s.member}
        </Badge>
      ) : data?.status === 'pending' ? (
        <Badge size="large" appearance="tint" color="warning" data-testid="org-join-status">
          {s.pending}
        </Badge>
      ) : (
        <Button appearance="primary" icon={<PeopleAddRegular />} onClick={() => setOpen(true)} data-testid="org-join-open">
          {s.apply}
        </Button>
      )}
      {dialogMounted && (
        <JoinDialog open={open} organizationId={organizationId} organizationName={organizationName} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}

function JoinDialog({
  open,
  organizationId,
  organizationName,
  onClose,
}: {
  open: boolean;
  organizationId: number;
  organizationName: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({ id: `organization-join:${organizationId}`, schema: organizationJoinForm, initial });
  const send = () =>
    form.submit((values) => organizationJoinApi.join(organizationId, values), {
      success: s.submitted,
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: [...JOIN_KEY] });
        onClose();
      },
    });
  return (
    <DialogFrame
      open={open}
      onDismiss={onClose}
      className="orgjoin-dialog"
      testId="org-join-dialog"
      title={s.applyTitle(organizationName)}
      contentClassName="orgjoin-dialog__content"
      onSend={send}
      actions={
        <>
          <Button type="button" onClick={onClose}>
            {s.cancel}
          </Button>
          <SubmitButton pending={form.submitting} label={s.submit} pendingLabel={s.submitting} testId="org-join-submit" />
        </>
      }
    >
      <p className="orgjoin-dialog__intro">{s.applyIntro}</p>
      <TextAreaField form={form} schema={organizationJoinForm} name="reason" rows={4} placeholder={s.reasonPlaceholder} />
    </DialogFrame>
  );
}
