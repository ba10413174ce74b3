import { cleanup, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import board from '../../../../public/locales/en/board.json';
import common from '../../../../public/locales/en/common.json';
import { MoreItemsPage } from './more-items-page';
import { sentence } from '@/testing/sentence';

interface OverviewState {
  data?: Record<string, number>;
  isPending?: boolean;
  isError?: boolean;
}
const overview = vi.hoisted((): { current: OverviewState } => ({ current: {} }));
vi.mock('./use-board-association', () => ({
  useBoardAssociation: () => ({ id: 101, name: 'Maple Grove HOA' }),
}));
vi.mock('../api/board-api', () => ({
  useGetBoardMemberTaskOverview: () => ({ refetch: vi.fn(), ...overview.current }),
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['board', 'common'],
    defaultNS: 'common',
    resources: { en: { board, common } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MoreItemsPage />
    </I18nextProvider>,
  );
const counts = {
  associationId: 101,
  arcPending: 1,
  violationsOpen: 2,
  workOrdersOpen: 2,
  invoicesToApprove: 2,
  collections: 2,
  inspections: 1,
  toDo: 3,
};

describe('the more items page', () => {
  it('links every board page with its open count and the total', () => {
    overview.current = { data: counts };
    renderPage();
    expect(screen.getByText(sentence('Board of Maple Grove HOA'))).toBeInTheDocument();
    expect(screen.getByText('13 items need the board’s attention.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(10);
    const invoices = screen.getByRole('link', { name: /^Invoices/ });
    expect(invoices).toHaveAttribute('href', '/board/invoices');
    expect(invoices).toHaveTextContent('2 invoices to approve');
    expect(screen.getByRole('link', { name: /^Reports/ })).not.toHaveTextContent(/\d/);
  });

  it('says when everything is done', () => {
    overview.current = {
      data: {
        ...counts,
        arcPending: 0,
        violationsOpen: 0,
        workOrdersOpen: 0,
        invoicesToApprove: 0,
        collections: 0,
        inspections: 0,
        toDo: 0,
      },
    };
    renderPage();
    expect(screen.getByText('All caught up: nothing is open on the board.')).toBeInTheDocument();
  });

  it('still links every page when the counts fail', () => {
    overview.current = { isError: true };
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('The board overview could not be loaded.');
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });
});
