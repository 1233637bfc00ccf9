import { Button, Field, ProgressBar } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file.ts';
import type { RosterPreview } from '../../../shared/api/admin-roster.ts';
import { rosterT as t } from '../../../strings/admin-roster.ts';
import { ConfirmButton } from '../../../ui/ConfirmButton.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { rosterApi } from './api.ts';
import { refreshRoster, rosterBatchesQueryOptions } from './queries.ts';
import { TitledSection } from '../../../ui/TitledSection.tsx';

/**
 * 导入花名册: choose a file, 预览 (every row's problems, what would be new, changed or unchanged; nothing written),
 * then 确认导入 the same file; and the recent batches, each of which can be undone.
 */
export function ImportPanel() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [refusal, setRefusal] = useState('');
  const previewing = useSubmit();
  const importing = useSubmit();
  const template = useSubmit();
  const refused = (error: unknown) => setRefusal(error instanceof Error ? error.message : '');

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setRefusal('');
  };
  // What the bar shows: the share of the file sent, then the server's part (checking, or writing) until it answers.
  const [progress, setProgress] = useState<{ step: 'preview' | 'import'; sent: number } | null>(null);
  const tracked = <T,>(step: 'preview' | 'import', call: (onProgress: (sent: number) => void) => Promise<T>) => {
    setProgress({ step, sent: 0 });
    return call((sent) => setProgress({ step, sent })).finally(() => setProgress(null));
  };
  const runPreview = () =>
    file &&
    void previewing.run(() => tracked('preview', (onProgress) => rosterApi.preview(file, onProgress)), {
      onSuccess: (answer) => {
        setRefusal('');
        setPreview(answer);
      },
      onError: refused,
    });
  const runImport = () =>
    file &&
    void importing.run(() => tracked('import', (onProgress) => rosterApi.importFile(file, onProgress)), {
      success: t.imported,
      onSuccess: async () => {
        choose(null);
        await refreshRoster(queryClient);
      },
      onError: refused,
    });

  return (
    <TitledSection
      id="roster-import"
      title={t.importTitle}
      className="roster-import console-card"
      titleClassName="roster-section__title"
      headClassName="roster-import__head"
      aside={
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={template.pending}
          onClick={() => void template.run(() => rosterApi.template().then(saveFile))}
          data-testid="roster-template"
        >
          {t.template}
        </Button>
      }
    >
      <p className="roster-import__hint">{t.importHint}</p>
      <div className="roster-import__row">
        <label className="roster-import__file">
          <span>{t.chooseFile}</span>
          <input
            type="file"
            accept=".xlsx,.csv"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            data-testid="roster-file"
            key={file ? 'chosen' : 'none'}
          />
        </label>
        <Button appearance="primary" disabled={!file || previewing.pending} onClick={runPreview} data-testid="roster-preview">
          {previewing.pending ? t.previewing : t.preview}
        </Button>
      </div>
      {progress && <ImportProgress step={progress.step} sent={progress.sent} />}
      {refusal && (
        <p className="roster-import__refusal" role="alert" data-testid="roster-refusal">
          {refusal}
        </p>
      )}
      {preview && <PreviewResult preview={preview} />}
      {preview && preview.problems.length === 0 && (
        <Button appearance="primary" disabled={importing.pending} onClick={runImport} data-testid="roster-confirm">
          {importing.pending ? t.importing : t.confirm}
        </Button>
      )}
      <Batches />
    </TitledSection>
  );
}

/** The file going up (its share sent), then what the server is doing with it (no measure: a moving bar). */
function ImportProgress({ step, sent }: { step: 'preview' | 'import'; sent: number }) {
  const sending = sent < 1;
  const label = sending ? t.progress.sending(Math.round(sent * 100)) : t.progress[step];
  return (
    <Field className="roster-progress" validationMessage={label} validationState="none" data-testid="roster-progress">
      <ProgressBar value={sending ? sent : undefined} thickness="large" aria-label={label} />
    </Field>
  );
}

function PreviewResult({ preview }: { preview: RosterPreview }) {
  return (
    <div className="roster-preview" data-testid="roster-preview-result" aria-live="polite">
      <p data-testid="roster-summary">{t.summary(preview.rows, preview.created, preview.changed.length, preview.unchanged)}</p>
      {preview.problems.length > 0 ? (
        <>
          <p className="roster-import__refusal">{t.problemsTitle(preview.problems.length)}</p>
          <ul className="roster-preview__problems">
            {preview.problems.map((p) => (
              <li key={p.line} data-testid="roster-problem">
                <strong>
                  <bdi>{t.line(p.line, p.name, p.studentNo)}</bdi>
                </strong>{' '}
                {p.problems.join('；')}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t.noProblems}</p>
      )}
      {preview.changed.length > 0 && (
        <>
          <h3 className="roster-preview__subtitle">{t.changedTitle}</h3>
          <ul className="roster-preview__changes">
            {preview.changed.map((c) => (
              <li key={c.studentNo} data-testid="roster-change">
                {c.name}（{c.studentNo}）：{c.differences.map((d) => `${d.label} ${d.before || '空'} → ${d.after || '空'}`).join('；')}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Batches() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(rosterBatchesQueryOptions());
  const undoing = useSubmit();
  const [busy, setBusy] = useState<number | null>(null);
  if (!data.length) return null;
  const undo = (id: number) => {
    setBusy(id);
    void undoing
      .run(() => rosterApi.undo(id), { success: t.undoDone, onSuccess: () => refreshRoster(queryClient) })
      .finally(() => setBusy(null));
  };
  return (
    <div className="roster-batches">
      <h3 className="roster-preview__subtitle">{t.batchesTitle}</h3>
      <ul>
        {data.map((b) => (
          <li key={b.id} data-testid="roster-batch">
            <span>{t.batchLine(b.fileName, b.staffAccount, b.newCount, b.changedCount)}</span>
            {b.undoneAt ? (
              <span className="roster-batches__undone">{t.undone}</span>
            ) : (
              <ConfirmButton
                label={t.undo}
                subject={b.fileName}
                question={t.undoQuestion(b.fileName)}
                busy={busy === b.id}
                testId="roster-undo"
                onConfirm={() => undo(b.id)}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
