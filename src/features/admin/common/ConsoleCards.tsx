import type { ReactNode } from 'react';

/**
 * A console list on a phone: a column of cards (FramedTable is the desktop's), `children` drawing each item's card
 * (an `<li className="console-card …">` with its key), and one card saying so when there is nothing to list.
 */
export function ConsoleCards<T>({
  label,
  testId,
  items,
  empty,
  children,
}: {
  label: string;
  testId: string;
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="console-cards" role="list" aria-label={label} data-testid={testId}>
      {items.map((item) => children(item))}
      {items.length === 0 && <li className="console-card">{empty}</li>}
    </ul>
  );
}
