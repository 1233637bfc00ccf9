import { createFileRoute } from '@tanstack/react-router';
import { requireOperation } from '../../-require-operation.ts';

// 内容发布 is for the roles that publish: anyone else typing its address is sent to the console's home (the server
// refuses them its API anyway).
export const Route = createFileRoute('/admin/_console/content')({
  beforeLoad: requireOperation('content'),
});
