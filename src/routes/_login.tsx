import { createFileRoute } from '@tanstack/react-router';
import { accessLayout } from '../session/guard.ts';

// Every page in _login/ needs a signed-in user: an alumnus with a verified card, or an organisation member (spec section 5).
export const Route = createFileRoute('/_login')(accessLayout('login'));
