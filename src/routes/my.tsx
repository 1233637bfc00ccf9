import { createFileRoute } from '@tanstack/react-router';
import { PersonalLayout } from '../features/personal/PersonalLayout.tsx';

export const Route = createFileRoute('/my')({
  component: PersonalLayout,
});
