import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/dates.ts';
import type { ProofStatus } from '../../shared/proof-forms.ts';
import { t } from '../../strings.ts';
import type { ProofApplication } from './api.ts';
import { myProofsQueryOptions } from './queries.ts';

const s = t.proof;

type StepState = 'done' | 'current' | 'todo' | 'failed';

/** 已提交 → 审核中 → 已办结, or 未通过 as the last step. */
function steps(status: ProofStatus): Array<{ label: string; state: StepState }> {
  const reached = { submitted: 0, reviewing: 1, done: 2, rejected: 2 }[status];
  const last = status === 'rejected' ? s.status.rejected : s.status.done;
  return [s.status.submitted, s.status.reviewing, last].map((label, i) => ({
    label,
    state: i < reached ? 'done' : i > reached ? 'todo' : status === 'rejected' ? 'failed' : status === 'done' ? 'done' : 'current',
  }));
}

function Timeline({ status }: { status: ProofStatus }) {
  return (
    <ol className="proof-timeline" aria-label={s.timeline}>
      {steps(status).map((step) => (
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
    <li className="proof-card" data-testid="proof-application" data-status={a.status}>
      <div className="proof-card__head">
        <strong className="proof-card__type">{a.certificateType}</strong>
        <span className={`proof-card__status proof-card__status--${a.status}`}>{s.status[a.status]}</span>
      </div>
      <Timeline status={a.status} />
      {a.status === 'rejected' && a.rejectReason && (
        <p className="proof-card__reject" role="note">
          {s.rejectReason(a.rejectReason)}
        </p>
      )}
      <dl className="proof-card__facts">
        <div>
          <dt>{s.reasonLabel}</dt>
          <dd>{a.reason}</dd>
        </div>
        <div>
          <dt>{s.deliveryLabel}</dt>
          <dd>{s.delivery[a.delivery]}</dd>
        </div>
        {a.delivery === 'post' && (
          <div>
            <dt>{s.addressLabel}</dt>
            <dd>{a.address}</dd>
          </div>
        )}
        <div>
          <dt>{s.phoneLabel}</dt>
          <dd>{a.phone}</dd>
        </div>
        <div>
          <dt>{s.idLabel}</dt>
          <dd>{a.idNumber}</dd>
        </div>
        <div>
          <dt>{s.submittedAt}</dt>
          <dd>{formatDateTime(a.createdAt)}</dd>
        </div>
        <div>
          <dt>{s.updatedAt}</dt>
          <dd>{formatDateTime(a.updatedAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** 我的申请, newest first. */
export function ProofList() {
  const { data } = useSuspenseQuery(myProofsQueryOptions());
  return (
    <section className="proof__mine" aria-labelledby="proof-mine-title" data-testid="proof-mine">
      <h2 id="proof-mine-title" className="proof__heading">
        {s.mine}
      </h2>
      {data.length === 0 ? (
        <p className="empty-state">{s.mineEmpty}</p>
      ) : (
        <ul className="proof__list" role="list">
          {data.map((a) => (
            <ProofCard key={a.id} a={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
