import { Badge, Button, DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { formatDateTime } from '../../../lib/dates.ts';
import type { ReviewQueue } from '../../../shared/admin/queues.ts';
import { actionsFor, type ReviewAction } from '../../../shared/admin/review.ts';
import type { ReviewItem } from '../../../shared/api/admin-review.ts';
import { adminReviewT as t } from '../../../strings/admin-review.ts';
import { StatusBadge } from './StatusBadge.tsx';

const pictures = new Set(['photo', 'logo', 'cover']);
const long = new Set(['reason', 'introduction', 'description', 'address']);

/** A field's value as the console shows it: a picture, a paragraph, a delivery's name, or the text. */
function FieldValue({ name, value }: { name: string; value: string }) {
  if (!value) return <span className="review-detail__none">—</span>;
  if (pictures.has(name) && value.startsWith('/')) return <img className="review-detail__picture" src={value} alt="" />;
  if (name === 'delivery') return <>{t.delivery[value] ?? value}</>;
  if (long.has(name)) return <p className="review-detail__text">{value}</p>;
  return <>{value}</>;
}

/** The actions' buttons: the approving one primary, 驳回 last. */
function ActionButtons({ actions, onAction }: { actions: ReviewAction[]; onAction: (a: ReviewAction) => void }) {
  const ordered = [...actions.filter((a) => a !== 'reject'), ...actions.filter((a) => a === 'reject')];
  return (
    <>
      {ordered.map((action, i) => (
        <Button
          key={action}
          appearance={action === 'reject' ? 'secondary' : i === ordered.length - 1 || i === 0 ? 'primary' : 'secondary'}
          onClick={() => onAction(action)}
          data-testid={`review-action-${action}`}
        >
          {t.actions[action]}
        </Button>
      ))}
    </>
  );
}

/** An application in full, beside the list: who, what, its fields, where it stands, and the actions it allows now. */
export function ReviewDetail({
  queue,
  item,
  open,
  onClose,
  onAction,
}: {
  queue: ReviewQueue;
  item: ReviewItem | null;
  open: boolean;
  onClose: () => void;
  onAction: (action: ReviewAction) => void;
}) {
  const actions = item ? actionsFor(queue, item.status, item.delivery || undefined) : [];
  return (
    <OverlayDrawer
      open={open}
      position="end"
      size="medium"
      onOpenChange={(_, d) => !d.open && onClose()}
      className="review-detail"
      data-testid="review-detail"
    >
      {item && (
        <>
          <DrawerHeader>
            <DrawerHeaderTitle
              action={<Button appearance="subtle" aria-label={t.detail.close} icon={<DismissRegular />} onClick={onClose} />}
            >
              {t.detail.title(t.queues[queue], item.applicantName)}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            <dl className="review-detail__facts">
              <div>
                <dt>{t.detail.status}</dt>
                <dd>
                  <StatusBadge queue={queue} status={item.status} />
                </dd>
              </div>
              <div>
                <dt>{t.detail.applicant}</dt>
                <dd>{item.applicantName}</dd>
              </div>
              <div>
                <dt>{t.detail.createdAt}</dt>
                <dd>{formatDateTime(item.createdAt)}</dd>
              </div>
              {item.reviewedAt && (
                <div>
                  <dt>{t.detail.reviewedAt}</dt>
                  <dd>{formatDateTime(item.reviewedAt)}</dd>
                </div>
              )}
              {item.trackingNo && (
                <div>
                  <dt>{t.detail.trackingNo}</dt>
                  <dd data-testid="review-tracking">{item.trackingNo}</dd>
                </div>
              )}
              {item.note && (
                <div>
                  <dt>{t.detail.note}</dt>
                  <dd>
                    <p className="review-detail__text">{item.note}</p>
                  </dd>
                </div>
              )}
            </dl>
            {item.linkId !== null && (
              <p className="review-detail__link">
                <Badge appearance="tint" color="informative">
                  {queue === 'companies' ? t.detail.linkCompany(item.linkId) : t.detail.linkActivity(item.linkId)}
                </Badge>
              </p>
            )}
            <dl className="review-detail__facts review-detail__fields">
              {item.fields.map((f) => (
                <div key={f.key}>
                  <dt>{t.fields[f.key] ?? f.key}</dt>
                  <dd>
                    <FieldValue name={f.key} value={f.value} />
                  </dd>
                </div>
              ))}
            </dl>
          </DrawerBody>
          <DrawerFooter className="review-detail__actions">
            {actions.length > 0 ? <ActionButtons actions={actions} onAction={onAction} /> : <span>{t.detail.decided}</span>}
          </DrawerFooter>
        </>
      )}
    </OverlayDrawer>
  );
}
