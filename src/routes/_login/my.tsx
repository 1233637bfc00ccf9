import { createFileRoute } from '@tanstack/react-router';
import { PersonalLayout } from '../../features/personal/PersonalLayout.tsx';

export const Route = createFileRoute('/_login/my')({
  component: PersonalLayout,
});
