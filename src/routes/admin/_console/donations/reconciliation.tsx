import { createFileRoute } from '@tanstack/react-router';
import { ReconcilePage } from '../../../../features/admin/donations/reconcile/ReconcilePage.tsx';
import { reconcileT } from '../../../../strings/admin-reconcile.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { requireOperation } from '../../-require-operation.ts';

// No loader: the page's own query suspends until the runs arrive. A loader's chunk list would sit in the shell, which
// every public page loads.
export const Route = createFileRoute('/admin/_console/donations/reconciliation')({
  beforeLoad: requireOperation('donations'),
  component: ConsoleReconcile,
});

function ConsoleReconcile() {
  useConsoleTitle(reconcileT.title);
  return <ReconcilePage />;
}
