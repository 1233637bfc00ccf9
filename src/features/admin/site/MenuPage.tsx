import { Badge, Button } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { notify } from '../../../lib/notify.ts';
import { versionKey } from '../../../lib/version-key.ts';
import type { MenuItemValues } from '../../../shared/admin/site-forms.ts';
import type { AdminMenuItem } from '../../../shared/api/admin-site.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { adminSiteApi } from './api.ts';
import { lastSort, menuReorderPlan } from './menu-tree.ts';
import { MenuItemDialog, type MenuEdit } from './MenuItemDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { linkName } from './site-pages.ts';
import { refreshSite, siteMenuQueryOptions } from './queries.ts';
import { refocusAction, RowActions } from './RowActions.tsx';
import { useDialog } from '../common/useDialog.ts';

const t = adminSiteT.menu;

type Open = MenuEdit | { kind: 'move'; item: AdminMenuItem };

/** 菜单: the whole menu tree, hidden columns too, each column with its actions as buttons (no dragging needed). */
export function MenuPage() {
  const queryClient = useQueryClient();
  const { data: tree } = useSuspenseQuery(siteMenuQueryOptions());
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const dialog = useDialog<Open>();
  const [busy, setBusy] = useState<number | null>(null);

  /** Every write answers the whole tree: it replaces the console's copy, and the portal's menus are asked for again. */
  const took = async (answer: AdminMenuItem[]) => {
    queryClient.setQueryData(siteMenuQueryOptions().queryKey, answer);
    await refreshSite(queryClient, 'menu');
  };
  const act = async (id: number, action: () => Promise<AdminMenuItem[] | undefined>, success?: string) => {
    setBusy(id);
    try {
      const answer = await action();
      if (answer) await took(answer);
      if (success) notify({ intent: 'success', text: success });
    } catch {
      // the http layer has told the user; the tree stays as the server last answered
      await refreshSite(queryClient, 'menu');
    } finally {
      setBusy(null);
    }
  };

  const reorder = async (item: AdminMenuItem, step: -1 | 1) => {
    await act(item.id, async () => {
      let answer: AdminMenuItem[] | undefined;
      for (const change of menuReorderPlan(tree, item.id, step))
        answer = await adminSiteApi.moveMenuItem(change.id, { pid: change.pid, sort: change.sort });
      return answer;
    });
    refocusAction(`menu-${item.id}`, step < 0 ? 'up' : 'down', step < 0 ? 'down' : 'up');
  };
  const remove = async (item: AdminMenuItem) => {
    if (!(await confirmDialog({ ...t.removeConfirm(item.name), intent: 'warning' }))) return;
    await act(item.id, () => adminSiteApi.deleteMenuItem(item.id), t.removed);
  };
  const save = async (edit: MenuEdit, values: MenuItemValues) =>
    took(
      edit.kind === 'edit'
        ? await adminSiteApi.updateMenuItem(edit.item.id, values)
        : await adminSiteApi.createMenuItem({ ...values, pid: edit.parent.id, sort: lastSort(tree, edit.parent.id) }),
    );
  const move = async (item: AdminMenuItem, pid: number) =>
    took(await adminSiteApi.moveMenuItem(item.id, { pid, sort: lastSort(tree, pid) }));

  const toggle = (id: number) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const branch = (items: AdminMenuItem[], depth: number) => (
    <ul role="list" className={depth ? 'menu-tree__children' : 'menu-tree'} aria-label={depth ? undefined : t.treeLabel}>
      {items.map((item, index) => {
        const shut = collapsed.has(item.id);
        return (
          <li key={item.id} className="menu-tree__item" data-testid={`menu-item-${item.id}`}>
            <div className="menu-row">
              <div className="menu-row__what">
                {item.children.length ? (
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={shut ? <ChevronRightRegular /> : <ChevronDownRegular />}
                    aria-label={shut ? t.expand(item.name) : t.collapse(item.name)}
                    aria-expanded={!shut}
                    onClick={() => toggle(item.id)}
                  />
                ) : (
                  <span className="menu-row__spacer" aria-hidden="true" />
                )}
                <span className="menu-row__name" data-testid="menu-item-name">
                  {item.name}
                </span>
                {!item.visible && (
                  <Badge appearance="tint" color="subtle" size="small">
                    {t.hidden}
                  </Badge>
                )}
                <span className="tag-pill menu-row__type">{t.openTypes[item.openType]}</span>
                <span className="menu-row__link" title={item.linkUrl || undefined}>
                  {item.openType === 'route' ? linkName(item.linkUrl, tree) : item.linkUrl || t.noLink}
                </span>
              </div>
              <RowActions
                row={`menu-${item.id}`}
                subject={item.name}
                className="menu-row__actions"
                actions={[
                  { key: 'add', label: t.addChild, onClick: () => dialog.show({ kind: 'create', parent: item }) },
                  { key: 'edit', label: t.edit, onClick: () => dialog.show({ kind: 'edit', item }) },
                  // The root stays where it is: the portal's menu is what hangs below it.
                  ...(depth > 0
                    ? [
                        { key: 'up', label: t.moveUp, disabled: index === 0 || busy !== null, onClick: () => void reorder(item, -1) },
                        {
                          key: 'down',
                          label: t.moveDown,
                          disabled: index === items.length - 1 || busy !== null,
                          onClick: () => void reorder(item, 1),
                        },
                        { key: 'move', label: t.moveTo, onClick: () => dialog.show({ kind: 'move', item }) },
                      ]
                    : []),
                  ...(item.children.length === 0
                    ? [{ key: 'remove', label: t.remove, disabled: busy !== null, onClick: () => void remove(item) }]
                    : []),
                ]}
              />
            </div>
            {item.children.length > 0 && !shut && branch(item.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="admin-page" data-testid="site-menu-page">
      <p className="site-intro">{t.intro}</p>
      <section className="admin-card site-card--flush">{branch(tree, 0)}</section>
      {dialog.what?.kind === 'move' ? (
        <MoveDialog
          key={`m${dialog.what.item.id}-${versionKey(dialog.what.item)}`}
          open={dialog.open}
          tree={tree}
          item={dialog.what.item}
          onMove={(pid) => move((dialog.what as { item: AdminMenuItem }).item, pid)}
          onClose={dialog.close}
        />
      ) : dialog.what ? (
        <MenuItemDialog
          key={dialog.what.kind === 'edit' ? `e${versionKey(dialog.what.item)}` : `c${dialog.what.parent.id}`}
          open={dialog.open}
          edit={dialog.what}
          tree={tree}
          onSave={(values) => save(dialog.what as MenuEdit, values)}
          onClose={dialog.close}
        />
      ) : null}
    </div>
  );
}
