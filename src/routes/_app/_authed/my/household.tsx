import { createFileRoute } from '@tanstack/react-router';
import { HouseholdPage } from '@/features/household/components/household-page';

export const Route = createFileRoute('/_app/_authed/my/household')({
  component: HouseholdPage,
});
