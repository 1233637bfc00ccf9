import { createFileRoute } from '@tanstack/react-router';
import { AppointmentPage } from '../../../features/appointment/AppointmentPage.tsx';

export const Route = createFileRoute('/_login/services/appointment')({
  component: AppointmentPage,
});
