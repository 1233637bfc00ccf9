import { Badge, Button, Field, MessageBar, MessageBarBody, Select, type BadgeProps } from '@fluentui/react-components';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { webHref } from '../../lib/urls.ts';
import { t } from '../../strings.ts';
import { myDonationsT as m } from '../../strings/my-donations.ts';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../lib/notify.ts';
import { DONOR_DISPLAYS, DONOR_DISPLAY_LABELS, type DonorDisplay } from '../../shared/donor-display.ts';
import { DONATION_KEY, donationApi, myDonationsQueryOptions, type Donation } from './api.ts';
import './donation.css';

const s = t.donation;
const badgeColor: Record<string, BadgeProps['color']> = {
  awaiting_payment: 'warning',
  paid: 'success',
  cancelled: 'informative',
  expired: 'informative',
};

/** 我的捐赠: the running total, then every record; an awaiting one can still be paid or cancelled. */
export function MyDonationsPage({ paid }: { paid?: string }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(myDonationsQueryOptions());
  const cancel = useMutation({
    mutationFn: donationApi.cancel,
    onSuccess: () => {
      notify({ intent: 'success', text: m.cancelled });
      return queryClient.invalidateQueries({ queryKey: [...DONATION_KEY] });
    },
  });
  const justPaid = paid ? data.list.find((d) => d.orderNo === paid && d.status === 'paid') : undefined;

  return (
    <div className="donation-my">
      {justPaid && (
        <MessageBar intent="success" className="donation-my__paid" data-testid="donation-paid-note">
          <MessageBarBody>{m.paidThanks}</MessageBarBody>
        </MessageBar>
      )}
      <div className="donation-total" data-testid="donation-total">
        <span className="donation-total__label">{m.totalPaid}</span>
        <strong className="donation-total__value" data-testid="donation-total-value">
          {s.yuan(data.totalPaid)}
        </strong>
        <span className="donation-total__count">{m.paidCount(data.paidCount)}</span>
      </div>
      {data.list.length === 0 ? (
        <EmptyState
          text={m.myEmpty}
          testId="donation-empty"
          className="donation-empty"
          action={<Link to="/services/donate">{m.browse}</Link>}
        />
      ) : (
        <ul className="donation-records" role="list" aria-label={m.recordsLabel}>
          {data.list.map((item) => (
            <li
              key={item.id}
              className={`donation-record ${item.orderNo === justPaid?.orderNo ? 'donation-record--fresh' : ''}`}
              data-testid="donation-record"
              data-status={item.status}
              data-order={item.orderNo}
            >
              <div className="donation-record__main">
                <div className="donation-record__head">
                  <span className="donation-record__project">{item.projectTitle}</span>
                  <Badge appearance="tint" color={badgeColor[item.status]} data-testid="donation-badge">
                    {item.status === 'paid' && item.refunded >= item.amount ? m.refunded : s.status[item.status]}
                  </Badge>
                  {item.refunded > 0 && item.refunded < item.amount && (
                    <Badge appearance="tint" color="informative" data-testid="donation-refunded">
                      {m.partRefunded(item.refunded)}
                    </Badge>
                  )}
                </div>
                <dl className="donation-record__facts">
                  <div>
                    <dt>{s.amount}</dt>
                    <dd className="donation-record__amount">{s.yuan(item.amount)}</dd>
                  </div>
                  <div>
                    <dt>{m.time}</dt>
                    <dd>
                      <time dateTime={item.paidAt ?? item.createdAt}>{formatDateTime(item.paidAt ?? item.createdAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{s.orderNo}</dt>
                    <dd className="donation-record__order">{item.orderNo}</dd>
                  </div>
                </dl>
                {item.message && <p className="donation-record__message">{item.message}</p>}
                {(item.status === 'paid' || item.status === 'awaiting_payment') && <DisplayChoice item={item} />}
              </div>
              {item.status === 'awaiting_payment' && webHref(item.payUrl, location.origin) && (
                <div className="donation-record__actions">
                  <Button
                    as="a"
                    appearance="primary"
                    href={webHref(item.payUrl, location.origin)!}
                    aria-label={`${s.pay}：${item.projectTitle}`}
                  >
                    {s.pay}
                  </Button>
                  <ConfirmButton
                    label={m.cancelPledge}
                    subject={item.projectTitle}
                    question={{ title: m.cancelTitle, body: m.cancelBody(item.projectTitle, s.yuan(item.amount)) }}
                    busy={cancel.isPending && cancel.variables === item.id}
                    onConfirm={() => cancel.mutate(item.id)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How this gift appears in its project's 捐赠名单: the donor's to change at any time. */
function DisplayChoice({ item }: { item: Donation }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: donationApi.display,
    onSuccess: () => {
      notify({ intent: 'success', text: m.displayChanged });
      // Its project's public 捐赠名单 too, which this browser may hold.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...DONATION_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['public', 'donation'] }),
      ]);
    },
  });
  const value = change.isPending ? change.variables.publicDisplay : item.publicDisplay;
  return (
    <Field className="donation-record__display" label={m.displayLabel} orientation="horizontal" size="small">
      <Select
        size="small"
        value={value}
        disabled={change.isPending}
        data-testid="donation-display"
        aria-label={`${m.displayLabel}：${item.projectTitle}`}
        onChange={(_, d) => change.mutate({ id: item.id, publicDisplay: d.value as DonorDisplay })}
      >
        {DONOR_DISPLAYS.map((choice) => (
          <option key={choice} value={choice}>
            {DONOR_DISPLAY_LABELS[choice]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
