import { createFileRoute } from '@tanstack/react-router';
import { AlumCardPage } from '../../../features/personal/AlumCardPage.tsx';
import { loadAlumCard } from '../../../features/personal/card-data.ts';

export const Route = createFileRoute('/_login/my/alumInfo')({
  loader: ({ context: { queryClient, session } }) => loadAlumCard(queryClient, session),
  component: AlumCardPage,
});
