import { createFileRoute } from '@tanstack/react-router';
import { requireOperation } from '../../-require-operation.ts';

// A minimal layout of 活动与返校 so the activities pages run on this branch; the section's own layout (its tabs) replaces it.
export const Route = createFileRoute('/admin/_console/events')({
  beforeLoad: requireOperation('events'),
});
