import { Button } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

/** The end of a filter bar: its 搜索 button (sends the keyword), and `reset` (a link to the list unfiltered) when filtered. */
export function FilterActions({ className, label, reset }: { className: string; label: string; reset: ReactNode }) {
  return (
    <div className={className}>
      <Button type="submit" appearance="primary" icon={<SearchRegular />}>
        {label}
      </Button>
      {reset}
    </div>
  );
}
