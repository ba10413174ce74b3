import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/components/errors/server-error-page';

export const Route = createFileRoute('/_public/server-error')({
  component: ServerErrorPage,
});
