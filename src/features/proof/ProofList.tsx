import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/dates.ts';
import type { ProofDelivery, ProofStatus } from '../../shared/proof-forms.ts';
import { t } from '../../strings.ts';
import type { ProofApplication } from './api.ts';
import { myProofsQueryOptions } from './queries.ts';
import { TitledSection } from '../../ui/TitledSection.tsx';
import { FactList } from '../../ui/FactList.tsx';

const s = t.proof;

type StepState = 'done' | 'current' | 'todo' | 'failed';

/**
 * 已提交 → 已受理 → 办理中 → 已寄出 (by post) or 可领取 (in person); 未通过 replaces the step the office stopped at.
 * Exported for its table test.
 */
export function proofSteps(status: ProofStatus, delivery: ProofDelivery): Array<{ label: string; state: StepState }> {
  const finish: ProofStatus = delivery === 'post' ? 'posted' : 'ready';
  const order: ProofStatus[] = ['submitted', 'accepted', 'processing', finish];
  if (status === 'rejected') {
    return [
      { label: s.status.submitted, state: 'done' },
      { label: s.status.rejected, state: 'failed' },
    ];
  }
  const reached = Math.max(0, order.indexOf(status));
  const finished = status === finish;
  return order.map((step, i) => ({
    label: s.status[step],
    state: i < reached || (finished && i === reached) ? 'done' : i === reached ? 'current' : 'todo',
  }));
}

function Timeline({ status, delivery }: { status: ProofStatus; delivery: ProofDelivery }) {
  return (
    <ol className="proof-timeline" aria-label={s.timeline}>
      {proofSteps(status, delivery).map((step) => (
        <li
          key={step.label}
          className={`proof-timeline__step proof-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="proof-timeline__dot" aria-hidden="true" />
          <span className="proof-timeline__label">{step.label}</span>
        </li>
      ))}
    </ol>
  );
}

function ProofCard({ a }: { a: ProofApplication }) {
  return (
    <li className="item-card proof-card" data-testid="proof-application" data-status={a.status}>
      <div className="proof-card__head">
        <strong className="proof-card__type">{a.certificateType}</strong>
        <span className={`tag-pill proof-card__status proof-card__status--${a.status}`}>{s.status[a.status]}</span>
      </div>
      <Timeline status={a.status} delivery={a.delivery} />
      {a.status === 'rejected' && a.rejectReason && (
        <p className="proof-card__reject" role="note">
          {s.rejectReason(a.rejectReason)}
        </p>
      )}
      {a.status === 'ready' && (
        <p className="proof-card__ready" role="note">
          {s.readyNote}
        </p>
      )}
      <FactList
        className="proof-card__facts"
        facts={[
          a.trackingNo ? [s.trackingLabel, a.trackingNo, 'proof-tracking'] : null,
          [s.reasonLabel, a.reason],
          [s.deliveryLabel, s.delivery[a.delivery]],
          a.delivery === 'post' ? [s.addressLabel, a.address] : null,
          [s.phoneLabel, a.phone],
          [s.idLabel, a.idNumber],
          [s.submittedAt, formatDateTime(a.createdAt)],
          [s.updatedAt, formatDateTime(a.updatedAt)],
        ]}
      />
    </li>
  );
}

/** 我的申请, newest first. */
export function ProofList() {
  const { data } = useSuspenseQuery(myProofsQueryOptions());
  return (
    <TitledSection id="proof-mine" title={s.mine} className="proof__mine" titleClassName="proof__heading">
      {data.length === 0 ? (
        <p className="empty-state">{s.mineEmpty}</p>
      ) : (
        <ul className="bare-list proof__list" role="list">
          {data.map((a) => (
            <ProofCard key={a.id} a={a} />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
