import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_LIFETIME_MS, saveFile } from './save-file';

describe('saveFile', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    created.length = 0;
    revoked.length = 0;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:https://portal.test/1';
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('downloads under the name, as octet-stream, and revokes the URL afterwards', () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    saveFile(new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }), 'logo.svg');
    expect(clicks).toEqual([{ href: 'blob:https://portal.test/1', download: 'logo.svg' }]);
    expect(created[0]?.type).toBe('application/octet-stream');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS);
    expect(revoked).toEqual(['blob:https://portal.test/1']);
  });

  it('keeps the type of a calendar file, which no browser renders as a page', () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calendar = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar;charset=utf-8' });
    saveFile(calendar, 'meeting.ics');
    expect(created[0]).toBe(calendar);
  });
});
