import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAttachmentFile, isPreviewable } from './arcs-api';

const download = vi.hoisted(() =>
  vi.fn<(params: unknown, init?: RequestInit) => Promise<unknown>>(),
);
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

  it("asks for the attachment's types and hands back its Blob as the fetcher read it", async () => {
    const bytes = new Blob(['x'], { type: 'image/png' });
    download.mockResolvedValueOnce(bytes);
    expect(await fetchAttachmentFile(6201)).toBe(bytes);
    const init = download.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('Accept')).toBe(
      'image/jpeg, image/png, application/pdf, */*;q=0.1, application/problem+json',
    );
  });

  it('never hands back an answer that was not read as a file', async () => {
    download.mockResolvedValueOnce('<svg onload=alert(1)>');
    await expect(fetchAttachmentFile(6201)).rejects.toBeInstanceOf(TypeError);
  });
});
