import { Badge, Button } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { versionKey } from '../../../lib/version-key.ts';
import type { CardTemplateValues } from '../../../shared/admin/site-forms.ts';
import type { CardTemplate } from '../../../shared/api/account.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { adminSiteApi } from './api.ts';
import { CardTemplateDialog, type CardPreview } from './CardTemplateDialog.tsx';
import { cardTemplatesQueryOptions, refreshSite } from './queries.ts';
import { useDialog } from '../common/useDialog.ts';

const t = adminSiteT.card;

/**
 * 校友卡模板: each template drawn as a card, edited in a dialog, one of them the default. The card itself is the
 * portal's (`Preview`, handed in by the route: a console area does not import the portal's features).
 */
export function CardTemplatesPage({ Preview }: { Preview: CardPreview }) {
  const queryClient = useQueryClient();
  const { data: templates } = useSuspenseQuery(cardTemplatesQueryOptions());
  const dialog = useDialog<CardTemplate>();
  const editing = dialog.what;
  const sender = useSubmit();
  const key = cardTemplatesQueryOptions().queryKey;

  const save = async (template: CardTemplate, values: CardTemplateValues) => {
    const saved = await adminSiteApi.updateCardTemplate(template.id, values);
    queryClient.setQueryData(key, (all) => all?.map((x) => (x.id === saved.id ? saved : x)));
  };
  const makeDefault = (template: CardTemplate) =>
    sender.run(() => adminSiteApi.makeDefaultTemplate(template.id), {
      success: t.madeDefault,
      onSuccess: async (all) => {
        queryClient.setQueryData(key, all);
        await refreshSite(queryClient, 'card-templates');
      },
    });

  return (
    <div className="admin-page" data-testid="site-card-page">
      <p className="site-intro">{t.intro}</p>
      <ul role="list" className="card-templates">
        {templates.map((template) => (
          <li key={template.id} className="admin-card card-template" data-testid={`card-template-${template.id}`}>
            <Preview
              look={{
                background: template.background,
                textColor: template.textColor,
                accentColor: template.accentColor,
                layout: template.layout as CardTemplateValues['layout'],
              }}
              label={t.previewLabel(template.name)}
            />
            <div className="card-template__head">
              <h2>{template.name}</h2>
              {template.defaultTemplate && (
                <Badge appearance="filled" color="brand">
                  {t.default}
                </Badge>
              )}
              {!template.active && (
                <Badge appearance="tint" color="subtle">
                  {t.inactive}
                </Badge>
              )}
            </div>
            <p className="site-muted">
              {t.layouts[template.layout] ?? template.layout} · {template.textColor} · {template.accentColor}
            </p>
            <div className="card-template__actions">
              <Button onClick={() => dialog.show(template)} aria-label={`${t.edit}：${template.name}`}>
                {t.edit}
              </Button>
              {!template.defaultTemplate && (
                <Button
                  disabled={sender.pending}
                  onClick={() => void makeDefault(template)}
                  aria-label={`${t.makeDefault}：${template.name}`}
                >
                  {t.makeDefault}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <CardTemplateDialog
          key={`${editing.id}-${versionKey(editing)}`}
          open={dialog.open}
          template={editing}
          Preview={Preview}
          onSave={(values) => save(editing, values)}
          onClose={dialog.close}
        />
      )}
    </div>
  );
}
