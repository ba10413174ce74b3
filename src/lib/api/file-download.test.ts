// @vitest-environment node
// HTTP-level: Node's own fetch and Blob, the answers from MSW, through a generated call.
import { downloadDocument } from '@generated/associations/hooks/documents/documents';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { configureTestApi } from '@/testing/test-api';
import { ANY_OTHER_FILE, fetchFile, fileAccept } from './file-download';

const server = setupServer();
const accepts: (string | null)[] = [];
const URL_OF_DOCUMENT = 'https://associations.test/associations/7/Documents/9';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  accepts.length = 0;
  configureTestApi();
});

function answer(bytes: Uint8Array, contentType: string) {
  server.use(
    http.get(URL_OF_DOCUMENT, ({ request }) => {
      accepts.push(request.headers.get('Accept'));
      return HttpResponse.arrayBuffer(bytes.slice().buffer, {
        headers: { 'Content-Type': contentType },
      });
    }),
  );
}

const TYPES = ['application/pdf', 'application/octet-stream', ANY_OTHER_FILE];
const download = () => fetchFile((init) => downloadDocument(7, 9, init), TYPES);

describe('fetchFile', () => {
  it.each(['application/octet-stream', 'text/plain;charset=utf-8', 'application/json'])(
    'hands back every byte 0x00-0xFF exactly, with the type %s as sent',
    async (contentType) => {
      const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
      answer(bytes, contentType);
      const blob = await download();
      expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
      expect(blob.type).toBe(contentType);
    },
  );

  it('keeps a PDF header with its high bytes', async () => {
    // The binary comment line after %PDF-1.7: bytes a text decoder would turn into U+FFFD.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('%PDF-1.7\n%'),
      0xe2,
      0xe3,
      0xcf,
      0xd3,
      0x0a,
      0x00,
      0xff,
      0x80,
    ]);
    answer(bytes, 'application/pdf');
    const blob = await download();
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(blob.type).toBe('application/pdf');
  });

  it("asks for the file's types and problem details, no JSON", async () => {
    answer(new Uint8Array([1]), 'application/pdf');
    await download();
    expect(accepts).toEqual([
      'application/pdf, application/octet-stream, */*;q=0.1, application/problem+json',
    ]);
    expect(fileAccept(['text/csv'])).toBe('text/csv, application/problem+json');
  });

  it('still reads an error answer as problem details', async () => {
    server.use(
      http.get(URL_OF_DOCUMENT, () =>
        HttpResponse.json(
          { status: 404, title: 'Not found', detail: 'No such document.' },
          { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const failure: unknown = await download().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
