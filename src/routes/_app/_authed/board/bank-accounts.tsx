import { createFileRoute } from '@tanstack/react-router';
import { BankAccountsPage } from '@/features/board/components/pages/bank-accounts';

export const Route = createFileRoute('/_app/_authed/board/bank-accounts')({
  component: BankAccountsPage,
});
