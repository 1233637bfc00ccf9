import { Button, Spinner } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled, WarningFilled } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTimeSeconds } from '../../lib/dates.ts';
import type { CardVerify } from '../../shared/api/card.ts';
import { t } from '../../strings.ts';
import { cardVerifyQueryOptions } from './queries.ts';
import './card-verify.css';

const s = t.cardVerify;

/**
 * 校友卡核验: what anyone who scans an alumni card's QR code sees. Valid: the holder's name, photo, faculty and year and
 * the card number (to compare with the person in front of them); revoked: the number only; invalid: nothing of anyone.
 */
export function CardVerifyPage({ code }: { code: string | undefined }) {
  return (
    <div className="card-verify" data-testid="card-verify">
      <h1 className="card-verify__title">{s.title}</h1>
      {code ? <Verdict code={code} /> : <Panel tone="invalid" icon={<DismissCircleFilled />} heading={s.invalid} note={s.missing} />}
    </div>
  );
}

function Verdict({ code }: { code: string }) {
  const query = useQuery(cardVerifyQueryOptions(code));
  if (query.isPending) return <Spinner className="card-verify__spinner" label={s.checking} />;
  if (query.isError) {
    return (
      <div className="card-verify__panel" role="alert">
        <p>{s.failed}</p>
        <Button appearance="primary" onClick={() => void query.refetch()}>
          {s.retry}
        </Button>
      </div>
    );
  }
  return <Answer answer={query.data} at={new Date(query.dataUpdatedAt).toISOString()} />;
}

function Answer({ answer, at }: { answer: CardVerify; at: string }) {
  const checked = <p className="card-verify__at">{s.checkedAt(formatDateTimeSeconds(at))}</p>;
  if (answer.status === 'valid' && answer.holder) {
    const h = answer.holder;
    return (
      <Panel tone="valid" icon={<CheckmarkCircleFilled />} heading={s.valid} note={s.validNote}>
        <div className="card-verify__holder">
          {h.photo ? (
            <img className="card-verify__photo" src={h.photo} alt={s.photo(h.name)} width={120} height={160} />
          ) : (
            <span className="card-verify__photo card-verify__photo--initial" aria-hidden="true">
              {h.name.slice(0, 1)}
            </span>
          )}
          <dl className="card-verify__facts">
            <div>
              <dt>{s.name}</dt>
              <dd data-testid="card-verify-name">{h.name}</dd>
            </div>
            <div>
              <dt>{s.faculty}</dt>
              <dd>{h.faculty || '—'}</dd>
            </div>
            <div>
              <dt>{s.graduationYear}</dt>
              <dd>{h.graduationYear ? s.year(h.graduationYear) : '—'}</dd>
            </div>
            <div>
              <dt>{s.cardNo}</dt>
              <dd className="card-verify__number">{answer.cardNo}</dd>
            </div>
          </dl>
        </div>
        {checked}
      </Panel>
    );
  }
  if (answer.status === 'revoked') {
    return (
      <Panel tone="revoked" icon={<WarningFilled />} heading={s.revoked} note={s.revokedNote}>
        <dl className="card-verify__facts">
          <div>
            <dt>{s.cardNo}</dt>
            <dd className="card-verify__number">{answer.cardNo}</dd>
          </div>
        </dl>
        {checked}
      </Panel>
    );
  }
  return (
    <Panel tone="invalid" icon={<DismissCircleFilled />} heading={s.invalid} note={s.invalidNote}>
      {checked}
    </Panel>
  );
}

function Panel({
  tone,
  icon,
  heading,
  note,
  children,
}: {
  tone: 'valid' | 'revoked' | 'invalid';
  icon: ReactNode;
  heading: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <section
      className={`card-verify__panel card-verify__panel--${tone}`}
      data-testid="card-verify-result"
      data-status={tone}
      aria-live="polite"
    >
      <header className="card-verify__verdict">
        <span className="card-verify__icon" aria-hidden="true">
          {icon}
        </span>
        <h2>{heading}</h2>
      </header>
      <p className="card-verify__note">{note}</p>
      {children}
      <Link className="card-verify__home" to="/">
        {s.home}
      </Link>
    </section>
  );
}
