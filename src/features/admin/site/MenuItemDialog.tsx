import { MENU_OPEN_TYPES, menuItemSchema, type MenuItemValues, type MenuOpenType } from '../../../shared/admin/site-forms.ts';
import type { AdminMenuItem } from '../../../shared/api/admin-site.ts';
import { versionKey } from '../../../lib/version-key.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { pageChoices } from './site-pages.ts';
import { CheckField, RadioField, SelectField, TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';

const t = adminSiteT.menu;
const openTypeOptions = MENU_OPEN_TYPES.map((value) => ({ value, label: t.openTypes[value] }));

export type MenuEdit = { kind: 'edit'; item: AdminMenuItem } | { kind: 'create'; parent: AdminMenuItem };

/**
 * A column's name, address, way of opening and visibility: a new child of `parent`, or `item` as it is. A 站内页面 is
 * chosen among the portal's pages by name; a link or a frame is typed. The server judges the address (frames only from
 * the allowed hosts); its sentence shows under the address, the rest kept.
 */
export function MenuItemDialog({
  open,
  edit,
  tree,
  onSave,
  onClose,
}: {
  edit: MenuEdit;
  /** the whole menu, to name a framed column's page */
  tree: readonly AdminMenuItem[];
  onSave: (values: MenuItemValues) => Promise<unknown>;
  onClose: () => void;
  open: boolean;
}) {
  const initial =
    edit.kind === 'edit'
      ? { name: edit.item.name, linkUrl: edit.item.linkUrl, openType: edit.item.openType as string, visible: edit.item.visible }
      : { name: '', linkUrl: '', openType: 'route' as string, visible: true };
  const form = useForm({
    id: edit.kind === 'edit' ? `admin-menu-${edit.item.id}-${versionKey(initial)}` : `admin-menu-new-${edit.parent.id}`,
    schema: menuItemSchema,
    initial,
  });
  const title = edit.kind === 'edit' ? t.editTitle(edit.item.name) : t.createTitle(edit.parent.name);
  const send = () =>
    form.submit((v) => onSave({ ...v, openType: v.openType as MenuOpenType }), {
      success: edit.kind === 'edit' ? adminSiteT.saved : t.created,
      onSuccess: onClose,
    });
  return (
    <FormDialog
      open={open}
      title={title}
      testId="menu-item-dialog"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={adminSiteT.save}
      pendingLabel={adminSiteT.saving}
      submitTestId="menu-item-save"
    >
      <TextField form={form} schema={menuItemSchema} name="name" />
      <RadioField form={form} schema={menuItemSchema} name="openType" options={openTypeOptions} />
      {form.values.openType === 'route' ? (
        <SelectField
          form={form}
          schema={menuItemSchema}
          name="linkUrl"
          hint={t.linkHints.route}
          placeholder={t.noPage}
          options={pageChoices(String(form.values.linkUrl ?? ''), tree)}
        />
      ) : (
        <TextField
          form={form}
          schema={menuItemSchema}
          name="linkUrl"
          hint={t.linkHints[form.values.openType as MenuOpenType] ?? t.linkHints.route}
        />
      )}
      <CheckField form={form} schema={menuItemSchema} name="visible" />
    </FormDialog>
  );
}
