import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAttachmentFile, isPreviewable } from './arcs-api';

const download = vi.hoisted(() => vi.fn<() => Promise<unknown>>());
vi.mock('@generated/action-items/hooks/attachments/attachments', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadAttachment: download,
}));

describe('attachment files', () => {
  beforeEach(() => download.mockReset());

  it('previews only raster images, never SVG or anything else', () => {
    for (const type of ['image/jpeg', 'image/png', 'IMAGE/PNG; charset=binary', 'image/webp'])
      expect(isPreviewable(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf', ''])
      expect(isPreviewable(type), type).toBe(false);
  });

  it('hands back bytes as a Blob whatever the fetcher made of them', async () => {
    const bytes = new Blob(['x'], { type: 'image/png' });
    download.mockResolvedValueOnce(bytes);
    expect(await fetchAttachmentFile(6201)).toBe(bytes);
    download.mockResolvedValueOnce('<svg onload=alert(1)>');
    const text = await fetchAttachmentFile(6201);
    expect(text.type).toBe('text/plain');
    download.mockResolvedValueOnce({ not: 'a file' });
    expect((await fetchAttachmentFile(6201)).type).toBe('application/json');
  });
});
