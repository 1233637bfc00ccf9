import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ScrollTable } from '../ScrollTable.tsx';

/**
 * A list as a wide table in its ScrollTable frame (the desktop's; a phone gets cards): the header row from `headers`, the
 * first column kept at the left edge, then `children`, the body's rows; with `empty` (nothing to list) one row saying so.
 */
export function FramedTable({
  label,
  name,
  headers,
  empty,
  children,
}: {
  label: string;
  /** the table's class and test id */
  name: string;
  headers: readonly ReactNode[];
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <ScrollTable label={label}>
      <Table className={name} data-testid={name}>
        <TableHeader>
          <TableRow>
            {headers.map((header, i) => (
              <TableHeaderCell key={i} className={i === 0 ? 'scroll-table__sticky' : undefined}>
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {children}
          {empty && (
            <TableRow>
              <TableCell colSpan={headers.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
