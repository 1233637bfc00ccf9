import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { notify } from '../../../lib/notify.ts';
import { versionKey } from '../../../lib/version-key.ts';
import type { DictEntry } from '../../../shared/api/admin-site.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { adminSiteApi } from './api.ts';
import { LinkDialog, type LinkValues } from './LinkDialog.tsx';
import { refreshSite } from './queries.ts';
import { reorderPlan, sortAfter } from './reorder.ts';
import { refocusAction, RowActions } from './RowActions.tsx';
import { useDialog } from '../common/useDialog.ts';

const t = adminSiteT.dicts;

/** One of the footer's link lists: each link with its address, edited, moved up or down, removed; and new ones added. */
export function LinkListEditor({ type, name, entries }: { type: string; name: string; entries: readonly DictEntry[] }) {
  const queryClient = useQueryClient();
  const dialog = useDialog<DictEntry | 'new'>();
  const editing = dialog.what;
  const [busy, setBusy] = useState(false);
  const refresh = () => refreshSite(queryClient, 'dicts');

  const act = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success) notify({ intent: 'success', text: success });
    } catch {
      // the http layer has told the user
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const reorder = async (entry: DictEntry, step: -1 | 1) => {
    await act(async () => {
      for (const { entry: e, sort } of reorderPlan(entries, entry.id, step)) {
        await adminSiteApi.updateDictEntry(e.id, { dictLabel: e.dictLabel, dictValue: e.dictValue, sort });
      }
    });
    refocusAction(`link-${entry.id}`, step < 0 ? 'up' : 'down', step < 0 ? 'down' : 'up');
  };
  const remove = async (entry: DictEntry) => {
    if (!(await confirmDialog({ ...t.removeConfirm(entry.dictLabel), intent: 'warning' }))) return;
    await act(() => adminSiteApi.removeDictEntry(entry.id), t.removed);
  };
  const save = async (values: LinkValues) => {
    if (editing && editing !== 'new') await adminSiteApi.updateDictEntry(editing.id, { ...values, sort: editing.sort });
    else await adminSiteApi.addDictEntry({ ...values, dictType: type, sort: sortAfter(entries) });
    await refresh();
  };

  const titleId = `links-${type}-title`;
  return (
    <section className="link-list" aria-labelledby={titleId} data-testid={`links-${type}`}>
      <div className="link-list__head">
        <h3 id={titleId}>{name}</h3>
        <Button size="small" icon={<AddRegular />} onClick={() => dialog.show('new')}>
          {t.addLink}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="site-muted">{t.emptyList}</p>
      ) : (
        <ol className="link-list__items">
          {entries.map((entry, index) => (
            <li key={entry.id} className="link-list__item">
              <div className="link-list__what">
                <span className="link-list__label">{entry.dictLabel}</span>
                <span className="link-list__value">{entry.dictValue}</span>
              </div>
              <RowActions
                row={`link-${entry.id}`}
                subject={entry.dictLabel}
                className="link-list__actions"
                actions={[
                  { key: 'edit', label: adminSiteT.menu.edit, onClick: () => dialog.show(entry) },
                  { key: 'up', label: adminSiteT.menu.moveUp, disabled: busy || index === 0, onClick: () => void reorder(entry, -1) },
                  {
                    key: 'down',
                    label: adminSiteT.menu.moveDown,
                    disabled: busy || index === entries.length - 1,
                    onClick: () => void reorder(entry, 1),
                  },
                  { key: 'remove', label: t.removeLink, disabled: busy, onClick: () => void remove(entry) },
                ]}
              />
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <LinkDialog
          key={editing === 'new' ? 'new' : versionKey(editing)}
          open={dialog.open}
          list={type}
          title={editing === 'new' ? t.addTitle(name) : `${adminSiteT.menu.edit}：${editing.dictLabel}`}
          entry={editing === 'new' ? undefined : editing}
          onSave={save}
          onClose={dialog.close}
        />
      )}
    </section>
  );
}
