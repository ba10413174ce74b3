// @vitest-environment node
// HTTP-level tests of the feature's own request code: Node's fetch and FormData, MSW in between.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureTestApi } from '@/testing/test-api';
import { renderType } from '../lib/display-kind';
import { fetchDocumentFile, libraryQueryOptions } from './documents-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureTestApi();
});

const file = 'https://associations.test/associations/101/Documents/1302';

describe('fetchDocumentFile', () => {
  it('returns the bytes of a binary answer as they came', async () => {
    server.use(
      http.get(file, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    const blob = await fetchDocumentFile(101, 1302);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('keeps a markup answer byte for byte, which the viewer then only offers to download', async () => {
    const accepts: (string | null)[] = [];
    server.use(
      http.get(file, ({ request }) => {
        accepts.push(request.headers.get('accept'));
        return HttpResponse.text('<script>alert(1)</script>\u00e9', {
          headers: { 'content-type': 'text/html' },
        });
      }),
    );
    const blob = await fetchDocumentFile(101, 1302);
    expect(blob.type).toBe('text/html');
    expect(await blob.text()).toBe('<script>alert(1)</script>\u00e9');
    expect(renderType(blob.type, 'page.html')).toBeNull();
    expect(accepts[0]).toMatch(/^application\/pdf, application\/octet-stream, /);
  });

  it('keeps a JSON answer as sent, not parsed and written again', async () => {
    server.use(
      http.get(file, () =>
        HttpResponse.text('{ "odd":  true }', {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const blob = await fetchDocumentFile(101, 1302);
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe('{ "odd":  true }');
  });
});

describe('libraryQueryOptions', () => {
  it('asks for a folder’s documents with the filter and the order, in a service-prefixed key', () => {
    const options = libraryQueryOptions({
      associationId: 101,
      folderId: 1204,
      modifiedAfter: '2023-11-22',
      sort: '-modifiedAt',
    });
    expect(options.queryKey).toEqual([
      'associations:/associations/101/Directories',
      { sort: '-modifiedAt', parentId: 1204, modifiedAfter: '2023-11-22' },
    ]);
  });

  it('omits parentId on the home page and modifiedAfter for "all"', () => {
    const options = libraryQueryOptions({ associationId: 101, sort: 'name' });
    expect(options.queryKey).toEqual([
      'associations:/associations/101/Directories',
      { sort: 'name' },
    ]);
  });
});
