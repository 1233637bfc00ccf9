import type { ReviewQueue } from '../../../shared/admin/queues.ts';
import type { ReviewAction } from '../../../shared/admin/review.ts';
import type { FormSchema } from '../../../shared/forms.ts';
import type { ReviewDecision, ReviewItem } from '../../../shared/api/admin-review.ts';
import { adminReviewT as t } from '../../../strings/admin-review.ts';
import { TextAreaField, TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { FormDialog } from '../common/FormDialog.tsx';

/** The actions that need a reason, with how the field is named and what it suggests. */
const requiredReason: Partial<Record<ReviewAction, { title: string; placeholder: string }>> = {
  reject: { title: t.reason, placeholder: t.reasonPlaceholder },
  reissue: { title: t.reissueReason, placeholder: t.reissuePlaceholder },
};

/**
 * What a decision asks for: a reason to reject or to re-issue a card, a tracking number to post, an optional note with an
 * approval.
 */
export function decisionSchema(queue: ReviewQueue, action: ReviewAction): FormSchema {
  const properties: FormSchema['properties'] = {};
  const required: string[] = [];
  const reason = requiredReason[action];
  if (reason) {
    properties.reason = { type: 'string', title: reason.title, minLength: 2, maxLength: 200, multiline: true };
    required.push('reason');
  } else if (action === 'approve' && queue !== 'cards') {
    properties.reason = { type: 'string', title: t.note, maxLength: 200, multiline: true };
  }
  if (action === 'post') {
    properties.trackingNo = {
      type: 'string',
      title: t.trackingNo,
      minLength: 6,
      maxLength: 40,
      pattern: '^[A-Za-z0-9-]+$',
      patternMessage: t.trackingPattern,
    };
    required.push('trackingNo');
  }
  return { type: 'object', additionalProperties: false, required, properties };
}

function intro(queue: ReviewQueue, action: ReviewAction, name: string): string {
  if (action === 'approve') {
    if (queue === 'cards') return t.dialogIntro.approveCard(name);
    if (queue === 'companies') return t.dialogIntro.approveCompany(name);
    if (queue === 'proposals') return t.dialogIntro.approveProposal(name);
    return t.dialogIntro.approve(name);
  }
  return t.dialogIntro[action](name);
}

type Values = { reason: string; trackingNo: string };

/**
 * One decision (or one batch answer, `names` several): the FormDialog with what the action asks for. `send` gets the
 * body; a refused field's sentence shows under it, and the dialog closes once the server accepted.
 */
export function DecisionDialog({
  queue,
  action,
  item,
  count,
  open,
  onClose,
  send,
}: {
  queue: ReviewQueue;
  action: ReviewAction;
  /** the item decided; none for a batch */
  item?: ReviewItem;
  /** how many a batch decides */
  count?: number;
  open: boolean;
  onClose: () => void;
  send: (body: ReviewDecision) => Promise<unknown>;
}) {
  const schema = decisionSchema(queue, action);
  const form = useForm<Values>({
    id: `admin-review-${queue}-${item?.id ?? 'batch'}-${action}`,
    schema,
    initial: { reason: '', trackingNo: '' },
    keepDraft: false,
  });
  const submit = () =>
    form.submit(
      (v) =>
        send({
          action,
          ...(schema.properties.reason && v.reason.trim() ? { reason: v.reason.trim() } : {}),
          ...(action === 'post' ? { trackingNo: v.trackingNo.trim() } : {}),
        }),
      { onSuccess: onClose },
    );
  const title = item ? t.dialog[action] : t.batchRejectTitle(count ?? 0);
  return (
    <FormDialog
      open={open}
      title={title}
      testId="review-decision"
      onSend={submit}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={t.actions[action]}
      pendingLabel={t.sending}
      submitTestId="review-decision-submit"
    >
      <p className="review-dialog__intro">{intro(queue, action, item?.applicantName ?? t.selected(count ?? 0))}</p>
      {schema.properties.trackingNo && (
        <TextField form={form} schema={schema} name="trackingNo" placeholder={t.trackingPlaceholder} autoComplete="off" />
      )}
      {schema.properties.reason && (
        <TextAreaField form={form} schema={schema} name="reason" rows={4} placeholder={requiredReason[action]?.placeholder} />
      )}
    </FormDialog>
  );
}
