import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';

// The express layout's routes always exist (route types never change between builds); the
// runtime flag decides whether they answer.
export const Route = createFileRoute('/_express')({
  beforeLoad: () => {
    if (!getRuntimeConfig().expressLayout) throw notFound();
  },
  component: ExpressLayout,
});

function ExpressLayout() {
  return (
    <main id="main-content" className="mx-auto min-h-dvh w-full max-w-xl px-4 py-6">
      <Outlet />
    </main>
  );
}
