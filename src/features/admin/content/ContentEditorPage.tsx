import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ContentKind } from '../../../shared/admin/content-kinds.ts';
import type { AdminContentDetail } from '../../../shared/api/admin-content.ts';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { notify } from '../../../lib/notify.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { drafts } from '../../../ui/forms/drafts.ts';
import { useForm } from '../../../ui/forms/useForm.ts';
import { adminContentApi } from './api.ts';
import { ContentFieldInput } from './ContentFieldInput.tsx';
import { ContentPreview } from './ContentPreview.tsx';
import { contentFields, editingSchema, toBody, toEditorValues, type EditorValues } from './fields.ts';
import { PublishDialog } from './PublishDialog.tsx';
import { contentRecordQueryOptions, invalidateContentLists } from './queries.ts';
import { StateBadge } from './StateBadge.tsx';
import { useContentActions } from './useContentActions.ts';
import './content.css';

const T = adminContentT;

/**
 * A kind's form, new or of a record. Saving stays on the page (a new record moves to its own address) with a toast,
 * the form starting over from what the server kept; publishing saves first. What is typed is kept as a draft until
 * saved, and leaving with changes asks first.
 */
export function ContentEditorPage({ kind, record }: { kind: ContentKind; record?: AdminContentDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schema = useMemo(() => editingSchema(kind), [kind]);
  const fields = useMemo(() => contentFields(kind), [kind]);
  const initial = useMemo(() => toEditorValues(kind, record), [kind, record]);
  const draftId = `admin-content-${kind.key}-${record?.id ?? 'new'}`;
  const form = useForm<EditorValues>({ id: draftId, schema, initial, check: kind.crossCheck });
  const actions = useContentActions(kind);
  const [previewing, setPreviewing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [sending, setSending] = useState<'save' | 'publish' | null>(null);

  const dirty = form.restored && JSON.stringify(form.values) !== JSON.stringify(initial);
  // The blocker asks with what is current when the user leaves, not when it was set up.
  const guard = useRef({ dirty, leaving: false });
  useEffect(() => {
    guard.current.dirty = dirty;
  }, [dirty]);
  useBlocker({
    shouldBlockFn: async () => {
      if (!guard.current.dirty || guard.current.leaving) return false;
      const leave = await confirmDialog({ title: T.editTitle(kind.what), body: T.unsaved, intent: 'warning' });
      if (leave) await drafts.clear(draftId);
      return !leave;
    },
    enableBeforeUnload: () => guard.current.dirty && !guard.current.leaving,
  });

  const leaveTo = async (go: () => Promise<unknown>) => {
    guard.current.leaving = true;
    await go();
  };

  const shown = async (saved: AdminContentDetail, message: string) => {
    queryClient.setQueryData(contentRecordQueryOptions(kind.key, saved.id).queryKey, saved);
    void invalidateContentLists(queryClient, kind.key);
    notify({ intent: 'success', text: message });
    if (!record) {
      await leaveTo(() => navigate({ to: '/admin/content/$kind/$id', params: { kind: kind.key, id: saved.id as number }, replace: true }));
    }
  };

  const send = async (then: 'save' | 'publish', publishedAt?: string) => {
    setSending(then);
    await form.submit(
      async (values) => {
        const body = toBody(kind, values, record?.publishState ?? 'draft');
        const saved = record ? await adminContentApi.update(kind.key, record.id, body) : await adminContentApi.create(kind.key, body);
        return then === 'publish' ? adminContentApi.publish(kind.key, saved.id, publishedAt) : saved;
      },
      {
        onSuccess: (saved) => {
          const scheduled = then === 'publish' && Date.parse(String(saved.publishedAt)) > Date.now();
          return shown(saved, then === 'save' ? T.saved : scheduled ? T.scheduled : T.published);
        },
        onError: (error) => {
          // A refusal naming no field has no place in the form: it is said as a toast.
          const field = (error as { field?: unknown }).field;
          if (!field && error instanceof Error) notify({ intent: 'error', text: error.message });
        },
      },
    );
    setSending(null);
  };

  const title = String(form.values[kind.titleField] ?? '');
  const published = record?.publishState === 'published';
  const busy = form.submitting || (record !== undefined && actions.busy === record.id);

  const withdraw = () => record && void actions.run('withdraw', record.id, title);
  const remove = async () => {
    if (!record) return;
    if (await actions.run('remove', record.id, title)) {
      await drafts.clear(draftId);
      await leaveTo(() => navigate({ to: '/admin/content/$kind', params: { kind: kind.key } }));
    }
  };

  return (
    <div className="admin-page content-page content-editor" data-testid="content-editor">
      <Link to="/admin/content/$kind" params={{ kind: kind.key }} className="content-back" data-testid="content-back">
        <ArrowLeftRegular aria-hidden="true" />
        {T.backToList}
      </Link>
      <div className="content-page__head">
        <h1 className="admin-page__title">{record ? T.editTitle(kind.what) : T.newTitle(kind.what)}</h1>
        {record && (
          <span className="content-editor__state">
            {T.stateNow}
            <StateBadge row={{ publishState: record.publishState, publishedAt: String(record.publishedAt), deletedAt: record.deletedAt }} />
          </span>
        )}
      </div>

      {record?.deletedAt ? (
        <div className="content-editor__deleted">
          <MessageBar intent="warning">
            <MessageBarBody>{T.deletedNotice}</MessageBarBody>
          </MessageBar>
          <Button
            appearance="primary"
            disabled={busy}
            onClick={() => void actions.run('restore', record.id, title)}
            data-testid="content-restore"
          >
            {T.restore}
          </Button>
        </div>
      ) : (
        // Not a <form>: the rich-text editor's link and alt prompts are forms, and a form inside a form submits the page.
        <div className="content-form" role="form" aria-label={record ? T.editTitle(kind.what) : T.newTitle(kind.what)}>
          <div className="form-grid content-form__grid">
            {fields.map((field) => (
              <div
                key={field.name}
                className={
                  ['html', 'textarea', 'picture'].includes(field.control) || field.name === kind.titleField ? 'form-grid__wide' : ''
                }
              >
                <ContentFieldInput form={form} schema={schema} field={field} />
              </div>
            ))}
          </div>
          <div className="content-form__actions" data-testid="content-actions">
            <Button
              appearance={published ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => void send('save')}
              data-testid="content-save"
            >
              {sending === 'save' ? T.saving : published ? T.save : T.saveDraft}
            </Button>
            {!published && (
              <Button appearance="primary" disabled={busy} onClick={() => setPublishing(true)} data-testid="content-publish">
                {sending === 'publish' ? T.publishing : T.publish}
              </Button>
            )}
            <Button disabled={busy} onClick={() => setPreviewing(true)} data-testid="content-preview-open">
              {T.preview}
            </Button>
            {published && (
              <Button disabled={busy} onClick={withdraw} data-testid="content-withdraw">
                {T.withdraw}
              </Button>
            )}
            {record && (
              <Button disabled={busy} onClick={() => void remove()} className="content-form__remove" data-testid="content-remove">
                {T.remove}
              </Button>
            )}
          </div>
        </div>
      )}

      <ContentPreview kind={kind} values={form.values} open={previewing} onClose={() => setPreviewing(false)} />
      <PublishDialog
        open={publishing}
        onClose={() => setPublishing(false)}
        onPublish={(at) => {
          setPublishing(false);
          void send('publish', at);
        }}
      />
    </div>
  );
}
