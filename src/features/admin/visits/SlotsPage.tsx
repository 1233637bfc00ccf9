import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular, CalendarAddRegular, EditRegular } from '@fluentui/react-icons';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { confirmDialog } from '../../../lib/dialogs.ts';
import type { AdminVisitSlot, VisitOverride } from '../../../shared/api/admin-visits.ts';
import { adminVisitsT } from '../../../strings/admin-visits.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { useDialog } from '../common/useDialog.ts';
import { visitsApi } from './api.ts';
import { OverrideDialog } from './OverrideDialog.tsx';
import { refreshAfterSlotChange, visitOverridesQueryOptions, visitSlotsQueryOptions } from './queries.ts';
import { SlotDialog } from './SlotDialog.tsx';
import '../common/common.css';

const t = adminVisitsT.slots;
const o = adminVisitsT.overrides;
const NARROW = '(max-width: 599px)';

/** 时段与容量: the slots with their default capacity, and the days that differ from it. */
export function SlotsPage() {
  const queryClient = useQueryClient();
  const { data: slots } = useSuspenseQuery(visitSlotsQueryOptions());
  const { data: overrides } = useSuspenseQuery(visitOverridesQueryOptions());
  const slotDialog = useDialog<{ slot?: AdminVisitSlot; key: number }>();
  const overrideDialog = useDialog<number>();
  const narrow = useMediaQuery(NARROW);
  const remover = useSubmit();
  const refresh = () => refreshAfterSlotChange(queryClient);

  const remove = async (item: VisitOverride) => {
    const what = `${item.visitDate} ${item.slotName || o.wholeDay}`;
    if (!(await confirmDialog({ ...o.removeConfirm(what), intent: 'warning' }))) return;
    await remover.run(() => visitsApi.removeOverride(item.id), { success: o.removed, onSuccess: refresh });
  };

  return (
    <div className="admin-page slots-page" data-testid="admin-visit-slots">
      <section className="visits-panel" aria-labelledby="visit-slots-title">
        <div className="visits-panel__head">
          <h2 id="visit-slots-title" className="visits-panel__title">
            {t.title}
          </h2>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => slotDialog.show({ key: Date.now() })}
            data-testid="visit-slot-create"
          >
            {t.create}
          </Button>
        </div>
        <p className="visits-intro">{t.intro}</p>
        {narrow ? (
          <ul className="console-cards visits-cards" role="list" aria-label={t.tableLabel}>
            {slots.map((s) => (
              <li key={s.id} className="visits-card" data-testid={`visit-slot-${s.id}`}>
                <div className="visits-card__head">
                  <span className="visits-card__title">
                    {s.name}{' '}
                    <span className="gate-muted">
                      {s.startTime}-{s.endTime}
                    </span>
                  </span>
                  <SlotState slot={s} />
                </div>
                <div className="visits-card__foot">
                  <span>
                    {t.columns.capacity} <strong>{t.capacity(s.capacity)}</strong>
                  </span>
                  <Button
                    icon={<EditRegular />}
                    onClick={() => slotDialog.show({ slot: s, key: Date.now() })}
                    data-testid="visit-slot-edit"
                  >
                    {t.edit}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <ScrollTable label={t.tableLabel}>
            <Table className="slots-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t.columns.name}</TableHeaderCell>
                  <TableHeaderCell>{t.columns.time}</TableHeaderCell>
                  <TableHeaderCell>{t.columns.label}</TableHeaderCell>
                  <TableHeaderCell>{t.columns.capacity}</TableHeaderCell>
                  <TableHeaderCell>{t.columns.sort}</TableHeaderCell>
                  <TableHeaderCell>{t.columns.active}</TableHeaderCell>
                  <TableHeaderCell>{t.columns.actions}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {slots.map((s) => (
                  <TableRow key={s.id} data-testid={`visit-slot-${s.id}`}>
                    <TableCell className="scroll-table__nowrap">
                      <strong>{s.name}</strong>
                    </TableCell>
                    <TableCell className="scroll-table__nowrap">
                      {s.startTime}-{s.endTime}
                    </TableCell>
                    <TableCell>{s.label}</TableCell>
                    <TableCell className="scroll-table__nowrap" data-testid="visit-slot-capacity">
                      {t.capacity(s.capacity)}
                    </TableCell>
                    <TableCell>{s.sort}</TableCell>
                    <TableCell>
                      <SlotState slot={s} />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        icon={<EditRegular />}
                        onClick={() => slotDialog.show({ slot: s, key: Date.now() })}
                        data-testid="visit-slot-edit"
                      >
                        {t.edit}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {slots.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>{t.empty}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
      </section>

      <section className="visits-panel" aria-labelledby="visit-overrides-title">
        <div className="visits-panel__head">
          <h2 id="visit-overrides-title" className="visits-panel__title">
            {o.title}
          </h2>
          <Button icon={<CalendarAddRegular />} onClick={() => overrideDialog.show(Date.now())} data-testid="visit-override-create">
            {o.create}
          </Button>
        </div>
        <p className="visits-intro">{o.intro}</p>
        <ul className="console-cards visits-cards visits-overrides" role="list" aria-label={o.listLabel} data-testid="visit-overrides">
          {overrides.map((item) => (
            <li key={item.id} className="visits-card visits-override" data-testid={`visit-override-${item.id}`}>
              <div className="visits-override__day">
                <strong>{item.visitDate}</strong>
                <span>{item.slotName || o.wholeDay}</span>
              </div>
              <div className="visits-override__what">
                {item.closed ? (
                  <Badge look="filled-warning">{o.closed}</Badge>
                ) : (
                  <Badge look="tint-brand">{o.capacity(item.capacity ?? 0)}</Badge>
                )}
                <span className="gate-muted">{o.booked(item.booked)}</span>
                {item.note && <span className="visits-override__note">{item.note}</span>}
              </div>
              <Button size="small" disabled={remover.pending} onClick={() => void remove(item)} data-testid="visit-override-remove">
                {o.remove}
              </Button>
            </li>
          ))}
          {overrides.length === 0 && <li className="visits-card visits-card--empty">{o.empty}</li>}
        </ul>
      </section>

      {slotDialog.what && (
        <SlotDialog
          key={slotDialog.what.key}
          open={slotDialog.open}
          slot={slotDialog.what.slot}
          onClose={slotDialog.close}
          onSaved={async () => {
            slotDialog.close();
            await refresh();
          }}
        />
      )}
      {overrideDialog.what !== null && (
        <OverrideDialog
          key={overrideDialog.what}
          open={overrideDialog.open}
          slots={slots.filter((s) => s.active)}
          onClose={overrideDialog.close}
          onSaved={async () => {
            overrideDialog.close();
            await refresh();
          }}
        />
      )}
    </div>
  );
}

function SlotState({ slot }: { slot: AdminVisitSlot }) {
  return slot.active ? <Badge look="filled-success">{t.active}</Badge> : <Badge look="filled-warning">{t.inactive}</Badge>;
}
