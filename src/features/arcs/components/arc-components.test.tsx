import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import arcs from '../../../../public/locales/en/arcs.json';
import common from '../../../../public/locales/en/common.json';
import errors from '../../../../public/locales/en/errors.json';
import { ApiError } from '@/lib/api/api-error';
import type { ArcRequestDetail, Attachment } from '../api/arcs-api';
import { AttachmentGallery } from './attachments';
import { ChairPanel } from './chair-panel';
import { MessageForm } from './messages';
import { VotePanel } from './vote-panel';
import { sentence } from '@/testing/sentence';

// The feature's api/ is replaced: these tests are about what the forms check, send and say.
interface Callbacks {
  onSuccess?: (result: unknown) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}
interface AttachmentsState {
  state: 'ok' | 'error' | 'pending';
  data: Attachment[];
}
const api = vi.hoisted(() => {
  const attachments: AttachmentsState = { state: 'ok', data: [] };
  return {
    castVote: vi.fn<(data: unknown, callbacks: Callbacks) => void>(),
    decide: vi.fn<(data: unknown, callbacks: Callbacks) => void>(),
    send: vi.fn<(data: unknown, callbacks: Callbacks) => void>(),
    attachments,
    image: new Blob(['png'], { type: 'image/png' }),
    mimic: { active: false, by: null as string | null },
  };
});
// SPEC §6 mimic mode comes from the user answer; here the test says whether it is on.
vi.mock('@/entities/session/queries', () => ({
  useMimic: () => api.mimic,
  useCurrentUser: () => ({ data: undefined }),
}));
vi.mock('../api/arcs-api', () => ({
  isPreviewable: (type: string) => type === 'image/png' || type === 'image/jpeg',
  useCastVote: () => ({ mutate: api.castVote, isPending: false }),
  useChairDecision: () => ({ mutate: api.decide, isPending: false }),
  useSendMessage: () => ({ mutate: api.send, isPending: false }),
  useAttachments: () => ({
    isPending: api.attachments.state === 'pending',
    isError: api.attachments.state === 'error',
    isFetching: false,
    data: api.attachments.state === 'ok' ? api.attachments.data : undefined,
    refetch: vi.fn(),
  }),
  useAttachmentImage: () => ({ data: api.image, isError: false, refetch: vi.fn() }),
  useAttachmentDownload: () => ({ mutate: vi.fn(), isPending: false, isError: false }),
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const detail: ArcRequestDetail = {
  id: 6001,
  associationId: 101,
  title: 'Exterior paint – Sage Green',
  homeowner: { ownerId: 5007, name: 'Priya Shah' },
  propertyId: 2007,
  propertyAddress: {
    address1: '18 Maple Court',
    city: 'Springfield',
    stateProvince: 'IL',
    postalCode: '62704',
  },
  submittedAt: '2026-11-14T16:20:00Z',
  status: 'open',
  votes: { approve: 2, decline: 0, total: 5, required: 3 },
  myVote: null,
  description: 'Repaint the siding.',
  ballots: [
    {
      voterId: 1002,
      voterName: 'Elena Park',
      vote: 'approve',
      comment: 'The colour fits.',
      votedAt: '2026-11-16T18:02:00Z',
    },
  ],
  chairDecision: null,
  isChair: true,
  canVote: true,
};

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { arcs, common, errors } },
    ns: ['arcs', 'common', 'errors'],
    // The app's default namespace: the shared mimic reason reads it.
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  vi.clearAllMocks();
  api.attachments = { state: 'ok', data: [] };
  api.mimic = { active: false, by: null };
});
afterEach(cleanup);

const show = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('VotePanel', () => {
  it('refuses a vote without a choice beside the choices, keeps the comment, sends nothing', async () => {
    const user = userEvent.setup();
    show(<VotePanel detail={detail} isChair voter={{ userId: 1001, name: 'Jordan Rivera' }} />);
    await user.type(screen.getByLabelText('Comment (optional)'), 'Fits the palette.');
    await user.click(screen.getByRole('button', { name: 'Submit vote' }));
    const approve = screen.getByRole('radio', { name: 'Approve' });
    expect(approve).toHaveAccessibleDescription('Choose Approve or Decline.');
    expect(approve).toHaveFocus();
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Fits the palette.');
    expect(api.castVote).not.toHaveBeenCalled();
  });

  it('sends one vote however often it is pressed', async () => {
    const user = userEvent.setup();
    show(<VotePanel detail={detail} isChair={false} voter={null} />);
    await user.click(screen.getByRole('radio', { name: 'Decline' }));
    await user.type(screen.getByLabelText('Comment (optional)'), '  Not in the palette.  ');
    await user.dblClick(screen.getByRole('button', { name: 'Submit vote' }));
    expect(api.castVote).toHaveBeenCalledTimes(1);
    expect(api.castVote.mock.calls[0]?.[0]).toEqual({
      vote: 'decline',
      comment: 'Not in the palette.',
    });
  });

  it('shows every ballot to the chair only', () => {
    show(<VotePanel detail={detail} isChair voter={null} />);
    expect(screen.getByRole('table', { name: 'Votes by board member' })).toHaveTextContent(
      'Elena Park',
    );
    cleanup();
    show(<VotePanel detail={detail} isChair={false} voter={null} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 5 votes')).toBeInTheDocument();
  });

  it('offers change and retract once voted, and retract sends "retract"', async () => {
    const user = userEvent.setup();
    show(<VotePanel detail={{ ...detail, myVote: 'approve' }} isChair={false} voter={null} />);
    expect(screen.getByText('Your vote: Approve.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retract vote' }));
    expect(api.castVote.mock.calls[0]?.[0]).toEqual({ vote: 'retract' });
  });

  it('cannot vote or retract while a staff member mimics the board member, and says why', async () => {
    api.mimic = { active: true, by: 'Alex Morgan' };
    const user = userEvent.setup();
    show(<VotePanel detail={detail} isChair={false} voter={null} />);
    await user.click(screen.getByRole('radio', { name: 'Approve' }));
    const submit = screen.getByRole('button', { name: 'Submit vote' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(common.mimic.notWhileMimicking);
    await user.click(submit);
    expect(api.castVote).not.toHaveBeenCalled();
    cleanup();
    show(<VotePanel detail={{ ...detail, myVote: 'approve' }} isChair={false} voter={null} />);
    const retract = screen.getByRole('button', { name: 'Retract vote' });
    expect(retract).toBeDisabled();
    expect(retract).toHaveAccessibleDescription(common.mimic.notWhileMimicking);
  });

  it('says voting is closed on a decided request', () => {
    show(
      <VotePanel
        detail={{ ...detail, status: 'approved', canVote: false, myVote: 'approve' }}
        isChair={false}
        voter={null}
      />,
    );
    expect(
      screen.getByText(/Voting is closed for this request\. Your vote: Approve\./),
    ).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ChairPanel', () => {
  it('shows no controls to a board member who is not the chair', () => {
    show(<ChairPanel detail={detail} isChair={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a decision refused by the service beside the form, and keeps what was typed', async () => {
    api.decide.mockImplementation((_data, callbacks) => {
      callbacks.onError?.(
        new ApiError({
          service: 'actionItems',
          path: '/Board/ArcRequests/6001/ChairDecision',
          status: 403,
          problem: {
            detail: 'Only the ARC chair can record a decision on this request.',
            errorId: '3e4f',
          },
        }),
      );
      callbacks.onSettled?.();
    });
    const user = userEvent.setup();
    show(<ChairPanel detail={detail} isChair />);
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(screen.getByRole('radio', { name: 'Approve the request' })).toHaveAccessibleDescription(
      'Choose whether to approve or decline the request.',
    );
    expect(api.decide).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Decline the request' }));
    await user.type(
      screen.getByLabelText('Note to the homeowner (optional)'),
      'Pick another colour.',
    );
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(api.decide.mock.calls[0]?.[0]).toEqual({
      decision: 'declined',
      comment: 'Pick another colour.',
    });
    const form = screen.getByRole('form', { name: 'Record the decision' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Only the ARC chair can record a decision on this request.',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Error ID: 3e4f');
    expect(screen.getByLabelText('Note to the homeowner (optional)')).toHaveValue(
      'Pick another colour.',
    );
  });

  it('cannot record a decision while a staff member mimics the chair, and says why', () => {
    api.mimic = { active: true, by: null };
    show(<ChairPanel detail={detail} isChair />);
    const record = screen.getByRole('button', { name: 'Record decision' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(common.mimic.notWhileMimicking);
  });

  it('shows a recorded decision', () => {
    show(
      <ChairPanel
        detail={{
          ...detail,
          status: 'approved',
          chairDecision: {
            decision: 'approved',
            comment: 'Approved as submitted.',
            decidedAt: '2026-09-24T21:10:00Z',
            decidedBy: { userId: 1001, name: 'Jordan Rivera' },
          },
        }}
        isChair
      />,
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText(sentence(/Recorded by Jordan Rivera/))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('MessageForm', () => {
  const big = () => new File([new Uint8Array(2048)], 'scan.pdf', { type: 'application/pdf' });
  const small = () => new File([new Uint8Array(10)], 'porch.jpg', { type: 'image/jpeg' });

  it('refuses spaces alone and a file over the limit, by name, and sends the rest', async () => {
    const user = userEvent.setup();
    show(<MessageForm detail={detail} maxUploadBytes={1024} />);
    const text = screen.getByLabelText('Message to Priya Shah');
    await user.type(text, '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(text).toHaveAccessibleDescription('Message is required.');
    expect(text).toHaveFocus();
    expect(api.send).not.toHaveBeenCalled();

    const picker = screen.getByLabelText('Attach files (optional)');
    await user.upload(picker, [big(), small()]);
    expect(picker).toHaveAccessibleDescription(
      /scan\.pdf was not attached: it is larger than 1 KB, the maximum file size\./,
    );
    expect(screen.getByRole('list', { name: 'Files to send' })).toHaveTextContent('porch.jpg');

    await user.type(text, 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(api.send).toHaveBeenCalledTimes(1);
    const sent = api.send.mock.calls[0]?.[0] as { draft: { message: string; files: File[] } };
    expect(sent.draft.message).toBe('Thanks!');
    expect(sent.draft.files.map((file) => file.name)).toEqual(['porch.jpg']);
  });

  it('says "Message failed to send." and keeps the text when the service fails', async () => {
    api.send.mockImplementation((_data, callbacks) => {
      callbacks.onError?.(
        new ApiError({
          service: 'actionItems',
          path: '/Board/ArcRequests/Message',
          status: 500,
          problem: { detail: 'Message failed to send.', errorCode: 'AR500' },
        }),
      );
      callbacks.onSettled?.();
    });
    const user = userEvent.setup();
    show(<MessageForm detail={detail} maxUploadBytes={1024} />);
    await user.type(screen.getByLabelText('Message to Priya Shah'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Message failed to send.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message to Priya Shah')).toHaveValue('Hello');
  });
});

describe('AttachmentGallery', () => {
  it('says the SPEC text when the list cannot be loaded', () => {
    api.attachments = { state: 'error', data: [] };
    show(<AttachmentGallery actionItemId={6001} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The attachments could not be loaded at this time. Please try again or contact support if the error persists.',
    );
  });

  it('shows images through object URLs that are revoked when the page goes', () => {
    const create = vi.fn(() => 'blob:thumb');
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    api.attachments = {
      state: 'ok',
      data: [
        { id: 6201, fileName: 'front.jpg', contentType: 'image/jpeg', size: 1000, isImage: true },
        {
          id: 6203,
          fileName: 'sheet.pdf',
          contentType: 'application/pdf',
          size: 2000,
          isImage: false,
        },
      ],
    };
    const view = show(<AttachmentGallery actionItemId={6001} />);
    const open = screen.getByRole('button', { name: 'View front.jpg full size' });
    expect(open.querySelector('img')).toHaveAttribute('src', 'blob:thumb');
    expect(screen.getByRole('button', { name: 'Download sheet.pdf' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:thumb');
    vi.unstubAllGlobals();
  });
});
