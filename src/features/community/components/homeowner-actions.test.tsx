import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../public/locales/en/common.json';
import errors from '../../../../public/locales/en/errors.json';
import community from '../../../../public/locales/en/community.json';
import { ApiError } from '@/lib/api/api-error';
import type { Reservation } from '../api/community-api';
import { RequestReplyForm } from './request-reply-form';
import { ReservationActions } from './reservation-actions';

// The feature's api/ is replaced: these tests are about what the reply box and the reservation
// buttons check, send and say.
interface Callbacks {
  onSuccess?: (result: unknown) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}
const api = vi.hoisted(() => ({
  send: vi.fn<(data: unknown, callbacks: Callbacks) => void>(),
  cancel: vi.fn<(reservation: unknown) => Promise<void>>(),
  mimic: { active: false, by: null as string | null },
}));
vi.mock('@/entities/session/queries', () => ({
  useMimic: () => api.mimic,
  useCurrentUser: () => ({ data: undefined }),
}));
vi.mock('../api/community-api', () => ({
  useSendRequestMessage: () => ({ mutate: api.send, isPending: false }),
  useCancelReservation: () => ({ mutateAsync: api.cancel, isPending: false }),
  useMoveReservation: () => ({ mutate: vi.fn(), isPending: false }),
  useAmenities: () => ({ data: [], isPlaceholderData: false, isError: false, refetch: vi.fn() }),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { community, common, errors } },
    ns: ['community', 'common', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  vi.clearAllMocks();
  api.mimic = { active: false, by: null };
});
afterEach(cleanup);

const show = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('RequestReplyForm', () => {
  it('refuses spaces alone beside the text and sends nothing', async () => {
    const user = userEvent.setup();
    show(<RequestReplyForm requestId={10001} maxUploadBytes={1024} />);
    const text = screen.getByLabelText('Your reply');
    await user.type(text, '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(text).toHaveAccessibleDescription('Message is required.');
    expect(text).toHaveFocus();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('sends one reply however often Send is pressed, trimmed, with its files', async () => {
    const user = userEvent.setup();
    show(<RequestReplyForm requestId={10001} maxUploadBytes={1024} />);
    await user.type(screen.getByLabelText('Your reply'), '  Still out.  ');
    const photo = new File([new Uint8Array(10)], 'night.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add files'), photo);
    await user.dblClick(screen.getByRole('button', { name: 'Send reply' }));
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(api.send.mock.calls[0]![0]).toEqual({ message: 'Still out.', files: [photo] });
  });

  it('says "Message failed to send." with the Error ID and keeps the text', async () => {
    const user = userEvent.setup();
    api.send.mockImplementation((_data, callbacks) => {
      callbacks.onError?.(
        new ApiError({
          service: 'actionItems',
          path: '/HomeownerRequests/10001/Messages',
          status: 500,
          problem: { detail: 'Message failed to send.', errorId: 'e-500', errorCode: 'RQ501' },
        }),
      );
      callbacks.onSettled?.();
    });
    show(<RequestReplyForm requestId={10001} maxUploadBytes={1024} />);
    await user.type(screen.getByLabelText('Your reply'), 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent.includes('Message failed to send.'));
    expect(alert).toHaveTextContent('Message failed to send.Error ID: e-500');
    expect(screen.getByLabelText('Your reply')).toHaveValue('Any news?');
  });

  it('is disabled in mimic mode and says why', () => {
    api.mimic = { active: true, by: 'Alex Morgan' };
    show(<RequestReplyForm requestId={10001} maxUploadBytes={1024} />);
    const send = screen.getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'Not available in mimic mode: only the homeowner can do this.',
    );
  });
});

describe('ReservationActions', () => {
  const clubhouse: Reservation = {
    id: 11001,
    associationId: 101,
    ownerId: 5001,
    propertyId: 2001,
    amenityId: 1501,
    amenityName: 'Clubhouse',
    date: '2026-12-06',
    startTime: '14:00',
    endTime: '18:00',
    status: 'tentative',
    createdAt: '2026-11-18T15:12:00Z',
  };
  const now = { date: '2026-11-22', time: '10:30' };

  it('cancels only after the confirmation, once, and reports it', async () => {
    const user = userEvent.setup();
    api.cancel.mockResolvedValue(undefined);
    const onChanged = vi.fn();
    show(
      <ReservationActions
        associationId={101}
        reservation={clubhouse}
        now={now}
        movable={false}
        onChanged={onChanged}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Move to another time' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    expect(api.cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel reservation' }),
    );
    expect(api.cancel).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(onChanged).toHaveBeenCalledWith({ kind: 'cancelled', reservation: clubhouse });
    });
  });

  it('says a failed cancellation beside the buttons with the Error ID', async () => {
    const user = userEvent.setup();
    api.cancel.mockRejectedValue(
      new ApiError({
        service: 'associations',
        path: '/Associations/101/Reservation/11001',
        status: 422,
        problem: { detail: 'This reservation can no longer be changed.', errorId: 'e-422' },
      }),
    );
    const onChanged = vi.fn();
    show(
      <ReservationActions
        associationId={101}
        reservation={clubhouse}
        now={now}
        movable
        onChanged={onChanged}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel reservation' }),
    );
    const alert = await screen.findByText('This reservation can no longer be changed.');
    expect(alert.parentElement).toHaveTextContent('Error ID: e-422');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
