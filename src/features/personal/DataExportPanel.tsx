import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file.ts';
import { t } from '../../strings.ts';
import { SettingsPanel } from '../../ui/forms/SettingsPanel.tsx';
import { useSubmit } from '../../ui/forms/useSubmit.ts';
import { personalApi } from './api.ts';
import './data-export.css';

const s = t.dataExport;

type Outcome = { kind: 'saved'; name: string } | { kind: 'failed'; message: string };

/**
 * 下载我的数据: fetches the ZIP of everything about the signed-in person and hands it to the browser's downloads.
 * The outcome stays written under the button (the toast the http layer raises on a refusal goes away; how long to
 * wait after the hourly limit should not).
 */
export function DataExportPanel() {
  const exporter = useSubmit();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const download = () => {
    setOutcome(null);
    void exporter.run(() => personalApi.dataExport(s.fallbackName), {
      onSuccess: (file) => {
        saveFile(file);
        setOutcome({ kind: 'saved', name: file.name });
      },
      onError: (error) => setOutcome({ kind: 'failed', message: error instanceof Error && error.message ? error.message : s.failed }),
    });
  };
  return (
    <SettingsPanel title={s.title} hint={s.hint} testId="data-export">
      <p className="settings-panel__hint">{s.contents}</p>
      <p className="settings-panel__hint">{s.caution}</p>
      <Button
        appearance="secondary"
        icon={exporter.pending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
        disabled={exporter.pending}
        onClick={download}
        data-testid="data-export-button"
      >
        {s.button}
      </Button>
      <p className="settings-panel__hint data-export__status" role="status" data-testid="data-export-status">
        {exporter.pending ? s.preparing : outcome?.kind === 'saved' ? s.done(outcome.name) : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p className="settings-panel__hint data-export__error" role="alert" data-testid="data-export-error">
          {outcome.message}
        </p>
      )}
    </SettingsPanel>
  );
}
