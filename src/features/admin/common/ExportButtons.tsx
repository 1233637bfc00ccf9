import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file.ts';
import { adminT } from '../../../strings/admin.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';

export type ExportFormat = 'xlsx' | 'csv';

/**
 * 导出 Excel / 导出 CSV for a console list: fetches the file in the chosen format and hands it to the browser's
 * downloads. A refusal has been told by the http client; the buttons come back.
 */
export function ExportButtons({
  fetchFile,
  testId,
}: {
  fetchFile: (format: ExportFormat) => Promise<{ blob: Blob; name: string }>;
  /** `audit-export` gives the buttons `audit-export` (Excel) and `audit-export-csv` */
  testId: string;
}) {
  const exporter = useSubmit();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const run = (chosen: ExportFormat) => {
    setFormat(chosen);
    void exporter.run(() => fetchFile(chosen).then(saveFile));
  };
  const label = (chosen: ExportFormat) => (exporter.pending && format === chosen ? adminT.exporting : adminT.exportAs[chosen]);
  return (
    <>
      <Button type="button" icon={<ArrowDownloadRegular />} onClick={() => run('xlsx')} disabled={exporter.pending} data-testid={testId}>
        {label('xlsx')}
      </Button>
      <Button type="button" onClick={() => run('csv')} disabled={exporter.pending} data-testid={`${testId}-csv`}>
        {label('csv')}
      </Button>
    </>
  );
}
