import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTICE_CHANNELS, isNoticeChannel, noticeChannelsPatch } from './notice-channels';

describe('notice channels', () => {
  it('sends only the kinds that changed', () => {
    const chosen = {
      ...DEFAULT_NOTICE_CHANNELS,
      violations: 'both' as const,
      meetings: 'none' as const,
    };
    expect(noticeChannelsPatch(DEFAULT_NOTICE_CHANNELS, chosen)).toEqual({
      violations: 'both',
      meetings: 'none',
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(noticeChannelsPatch(DEFAULT_NOTICE_CHANNELS, { ...DEFAULT_NOTICE_CHANNELS })).toBeNull();
  });

  it('knows the four channels and nothing else', () => {
    expect(['email', 'text', 'both', 'none'].every(isNoticeChannel)).toBe(true);
    expect(isNoticeChannel('pigeon')).toBe(false);
    expect(isNoticeChannel(undefined)).toBe(false);
  });
});
