import type { ReactNode } from 'react';

/** One pair: its label, its value, and the value's test id where a test reads it. */
export type Fact = [label: string, value: ReactNode, testId?: string];

/**
 * Label–value pairs as a description list, one `<div>` a pair, so that a stylesheet can lay each pair out as a cell.
 * A pair that does not apply is given as false or null (`a.plate ? [s.plate, a.plate] : null`) and left out.
 */
export function FactList({ facts, className }: { facts: ReadonlyArray<Fact | false | null | undefined>; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact[0]}>
              <dt>{fact[0]}</dt>
              <dd data-testid={fact[2]}>{fact[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
