import type { ReactNode } from 'react';

/** What a personal list shows with nothing in it: a sentence, and where to go to start one (`action`, a link). */
export function EmptyState({ text, testId, className, action }: { text: string; testId: string; className?: string; action: ReactNode }) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'} data-testid={testId}>
      <p>{text}</p>
      {action}
    </div>
  );
}
