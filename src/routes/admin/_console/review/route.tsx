import { createFileRoute } from '@tanstack/react-router';
import { requireOperation } from '../../-require-operation.ts';

// 审核 is for 审核员 and 管理员: anyone else typing its address is sent to the console's home (the server refuses them
// its API anyway).
export const Route = createFileRoute('/admin/_console/review')({
  beforeLoad: requireOperation('review'),
});
