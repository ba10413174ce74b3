import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loggedOut } from '@/entities/session/model';

// Logging out takes the one path every ended session takes (src/app/bootstrap.ts): the token and
// every cached answer go, and the login page replaces this one.
export const Route = createFileRoute('/_app/logout')({
  component: Logout,
});

function Logout() {
  useEffect(() => {
    loggedOut();
  }, []);
  return null;
}
