import { Badge, Button } from '@fluentui/react-components';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PERSONAL_KEY } from '../../session/store.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { confirmDialog } from '../../lib/dialogs.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../lib/notify.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { appointmentApi, type Appointment } from './api.ts';
import { APPOINTMENT_PAGE_SIZE, myAppointmentsQueryOptions } from './queries.ts';
import { FactList } from '../../ui/FactList.tsx';
import './appointment.css';

const s = t.appointment;

function status(a: Appointment): { label: string; color: 'brand' | 'informative' | 'subtle' } {
  if (a.status === 'cancelled') return { label: s.statusCancelled, color: 'subtle' };
  return a.upcoming ? { label: s.statusUpcoming, color: 'brand' } : { label: s.statusPast, color: 'informative' };
}

/** 返校记录: my appointments, upcoming first; upcoming ones can be cancelled. */
export function ReturnSchoolPage({ page }: { page: number }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(myAppointmentsQueryOptions(page));
  const cancel = useMutation({
    mutationFn: appointmentApi.cancel,
    onSuccess: async () => {
      notify({ intent: 'success', text: s.cancelled });
      await queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'appointment'] });
    },
  });

  const askCancel = async (a: Appointment) => {
    if (await confirmDialog({ title: s.cancelTitle, body: s.cancelBody(a.visitDate, `${a.slotName} ${a.slotLabel}`), intent: 'warning' })) {
      cancel.mutate(a.id);
    }
  };

  if (data.total === 0) {
    return <EmptyState text={s.myEmpty} testId="appointments-empty" action={<Link to="/services/appointment">{s.bookNow}</Link>} />;
  }
  return (
    <div className="appointments">
      <ul className="bare-list appointments__list" role="list">
        {data.list.map((a) => {
          const st = status(a);
          return (
            <li
              key={a.id}
              className={`item-card appointment-card appointment-card--${a.upcoming ? 'upcoming' : 'past'}`}
              data-testid="appointment"
            >
              <div className="appointment-card__head">
                <span className="appointment-card__when">
                  <strong>{a.visitDate}</strong> {a.slotName} {a.slotLabel}
                </span>
                <Badge appearance="tint" color={st.color}>
                  {st.label}
                </Badge>
              </div>
              <FactList
                className="appointment-card__facts"
                facts={[
                  [
                    s.visitorsLabel,
                    <>
                      {s.visitorCount(a.visitorCount)}
                      <ul className="appointment-card__visitors">
                        {a.visitors.map((v, i) => (
                          <li key={i}>
                            {v.name} <span className="appointment-card__id">{v.idNumber}</span>
                          </li>
                        ))}
                      </ul>
                    </>,
                  ],
                  a.carPlate ? [s.carPlateLabel, a.carPlate] : null,
                  [s.reasonLabel, a.reason],
                  [s.createdAt, formatDateTime(a.createdAt)],
                ]}
              />
              {a.upcoming && (
                <div className="appointment-card__actions">
                  <Button disabled={cancel.isPending} onClick={() => void askCancel(a)}>
                    {s.cancel}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Pagination page={page} pageSize={APPOINTMENT_PAGE_SIZE} total={data.total} />
    </div>
  );
}
