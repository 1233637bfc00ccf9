import type { ReactNode } from 'react';

/** Label–value pairs as a description list, one `<div>` a pair, so that a stylesheet can lay each pair out as a cell. */
export function FactList({ facts, className }: { facts: Array<[string, ReactNode]>; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
