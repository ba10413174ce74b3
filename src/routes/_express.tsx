import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExpressLayout } from '@/app/layouts/public-layout';
import { getRuntimeConfig } from '@/app/runtime-config';

// The express layout's routes always exist (route types never change between builds); the
// runtime flag decides whether they answer.
export const Route = createFileRoute('/_express')({
  beforeLoad: () => {
    if (!getRuntimeConfig().expressLayout) throw notFound();
  },
  component: ExpressLayout,
});
