import type { NoticeChannel, NoticeChannels } from '../api/profile-api';

/** The kinds of notice a person chooses a channel for, in the order the form shows them. */
export const NOTICE_KINDS = [
  'payments',
  'requests',
  'arc',
  'violations',
  'announcements',
  'meetings',
] as const satisfies readonly (keyof NoticeChannels)[];

export const NOTICE_CHANNEL_OPTIONS = [
  'email',
  'text',
  'both',
  'none',
] as const satisfies readonly NoticeChannel[];

export function isNoticeChannel(value: unknown): value is NoticeChannel {
  return typeof value === 'string' && (NOTICE_CHANNEL_OPTIONS as readonly string[]).includes(value);
}

/** What the service had before it knew the kinds: every notice by email. */
export const DEFAULT_NOTICE_CHANNELS: NoticeChannels = {
  payments: 'email',
  requests: 'email',
  arc: 'email',
  violations: 'email',
  announcements: 'email',
  meetings: 'email',
};

/** Only the kinds whose channel changed, or null when none did (nothing to send). */
export function noticeChannelsPatch(
  current: NoticeChannels,
  chosen: NoticeChannels,
): Partial<NoticeChannels> | null {
  const changed = NOTICE_KINDS.filter((kind) => current[kind] !== chosen[kind]);
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((kind) => [kind, chosen[kind]]));
}
