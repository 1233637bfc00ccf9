import { createFileRoute } from '@tanstack/react-router';
import { SectionIntro } from '../../features/personal/SectionIntro.tsx';

export const Route = createFileRoute('/my/activity')({
  component: () => <SectionIntro section="activity" />,
});
