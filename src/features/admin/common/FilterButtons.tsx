import { Button } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

/**
 * The end of a console filter bar (useFilterDraft): 筛选 applies the draft (the form's submit), 清除筛选 clears it, then
 * what else belongs there (the export of what the applied filter shows). Test ids `{testId}-apply` and `{testId}-clear`.
 */
export function FilterButtons({
  className,
  labels,
  onClear,
  testId,
  children,
}: {
  className: string;
  labels: { apply: string; reset: string };
  onClear: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Button type="submit" appearance="primary" icon={<FilterRegular />} data-testid={testId && `${testId}-apply`}>
        {labels.apply}
      </Button>
      <Button onClick={onClear} data-testid={testId && `${testId}-clear`}>
        {labels.reset}
      </Button>
      {children}
    </div>
  );
}
