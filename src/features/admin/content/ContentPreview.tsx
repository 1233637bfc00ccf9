import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ContentKind } from '../../../shared/admin/content-kinds.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { RichHtml } from '../../../ui/RichHtml.tsx';
import { contentFields, type EditorValues } from './fields.ts';

// The portal's detail pages read their record from their own route (its neighbours, the menu's section name), so the
// preview draws the same parts with the same classes from the form's values: title, the short fields as the meta
// line, the picture, and the HTML sanitised by the portal's RichHtml.

/** The short fields a detail page shows in its meta line (not the title, the summary, pictures or HTML). */
function metaOf(kind: ContentKind, values: EditorValues) {
  return contentFields(kind)
    .filter((f) => f.name !== kind.titleField && !['html', 'picture', 'textarea'].includes(f.control))
    .filter((f) => values[f.name] !== '' && values[f.name] !== undefined)
    .map((f) => {
      const value = String(values[f.name]);
      const label = f.options?.find((o) => o.value === value)?.label ?? value.replace('T', ' ');
      return { name: f.name, title: f.title, label };
    });
}

export function ContentPreview({
  kind,
  values,
  open,
  onClose,
}: {
  kind: ContentKind;
  values: EditorValues;
  open: boolean;
  onClose: () => void;
}) {
  const picture = kind.coverField ? String(values[kind.coverField] ?? '') : '';
  const summary = typeof values.summary === 'string' ? values.summary : '';
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className="content-preview" data-testid="content-preview">
        <DialogBody>
          <DialogTitle>{adminContentT.previewTitle}</DialogTitle>
          <DialogContent>
            <article className="detail__article content-preview__article">
              <header className="detail__header">
                <h2 className="detail__title" data-testid="content-preview-title">
                  {String(values[kind.titleField] ?? '')}
                </h2>
                <div className="meta-line detail__meta">
                  {metaOf(kind, values).map((m) => (
                    <span key={m.name}>
                      {m.title}：{m.label}
                    </span>
                  ))}
                </div>
              </header>
              {summary && <p className="content-preview__summary">{summary}</p>}
              {picture && <img src={picture} alt="" className="content-preview__picture" />}
              {kind.htmlFields.map((name) => (
                <RichHtml key={name} html={String(values[name] ?? '')} className="detail__content" />
              ))}
            </article>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {adminContentT.closePreview}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
