// @vitest-environment node
// The pure rules of requests and reservations: the listed latest reply, a reservation that may
// still change, a slot that is one of the amenity's.
import { describe, expect, it } from 'vitest';
import { attachmentOf, latestReplyOf } from './homeowner-requests.ts';
import { isChangeable, isSlotOf } from './reservations.ts';

const message = (id: number, role: 'homeowner' | 'management' | 'board', sentAt: string) => ({
  id,
  request_id: 1,
  author: role,
  author_role: role,
  body: `message ${String(id)}`,
  sent_at: new Date(sentAt),
});

describe('latestReplyOf', () => {
  it('is the newest message from management or the board, never the homeowner’s own', () => {
    expect(latestReplyOf([message(1, 'homeowner', '2026-11-20T10:00:00Z')])).toBeNull();
    expect(
      latestReplyOf([
        message(1, 'management', '2026-11-20T10:00:00Z'),
        message(2, 'board', '2026-11-21T10:00:00Z'),
        message(3, 'homeowner', '2026-11-22T10:00:00Z'),
      ]),
    ).toEqual({ author: 'board', body: 'message 2', sentAt: '2026-11-21T10:00:00.000Z' });
  });
});

describe('attachmentOf', () => {
  it('previews JPEG and PNG only', () => {
    const row = { id: 1, request_id: 1, message_id: null, file_name: 'a', size: 3 };
    expect(attachmentOf({ ...row, content_type: 'image/png' }).isImage).toBe(true);
    expect(attachmentOf({ ...row, content_type: 'image/gif' }).isImage).toBe(false);
    expect(attachmentOf({ ...row, content_type: 'application/pdf' }).isImage).toBe(false);
  });
});

describe('isChangeable', () => {
  // 11 pm in New York on November 22 is already November 23 in UTC.
  const now = new Date('2026-11-23T04:00:00Z');
  it('holds while its slot is held and its day, in New York, has not passed', () => {
    expect(isChangeable({ status: 'tentative', date: '2026-11-22' }, now)).toBe(true);
    expect(isChangeable({ status: 'confirmed', date: '2026-11-21' }, now)).toBe(false);
    expect(isChangeable({ status: 'declined', date: '2026-12-01' }, now)).toBe(false);
  });
});

describe('isSlotOf', () => {
  it('takes only the amenity’s own slots, start and end alike', () => {
    const amenity = { slots: [{ startTime: '10:00', endTime: '14:00' }] };
    expect(isSlotOf(amenity, '10:00', '14:00')).toBe(true);
    expect(isSlotOf(amenity, '10:00', '12:00')).toBe(false);
  });
});
