import { createFileRoute } from '@tanstack/react-router';
import { accessLayout } from '../../session/guard.ts';

// The pages in _graduate/ also need a graduate or member status: 仅毕业生可以申请 (spec section 5).
export const Route = createFileRoute('/_login/_graduate')(accessLayout('graduate'));
