// @vitest-environment node
// The document library over HTTP: each read answers the library asked for, each change sticks,
// management only with the board document-manage security, board-only folders hide what they hold.
import { randomBytes, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { dayInZone } from '../clock.ts';
import { GOVERNING_DOCUMENTS } from '../governing-documents.ts';
import { useTestSandbox, type Answer, type Client } from '../test-client.ts';
import { MAX_DOCUMENT_BYTES } from './library.ts';

const sandbox = useTestSandbox();
// Each test signs in on a fresh tenant and makes several calls; two shared cores are slow.
vi.setConfig({ testTimeout: 20_000 });
const NAME_TAKEN = 'This name already exists, please enter a different name.';

async function as(email: string): Promise<Client> {
  const client = await sandbox.tenant();
  await client.signIn(email);
  return client;
}
const jordan = () => as('jordan.rivera@example.com');

async function listing(client: Client, query = '') {
  return client.call('associations', 'GET', `/associations/101/Directories${query}`);
}

async function upload(
  client: Client,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  parentId = 1205,
  type = '',
) {
  const form = new FormData();
  form.append('file', new File([bytes], name, type ? { type } : {}));
  form.append('parentId', String(parentId));
  const response = await client.fetch('associations', '/associations/101/Documents', {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function download(client: Client, documentId: number) {
  const response = await client.fetch(
    'associations',
    `/associations/101/Documents/${String(documentId)}`,
  );
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const ids = (rows: Answer) => rows.map((row) => Number(row.id));
// The governing documents folder holds the example's declaration and whatever else the words of
// the documents (governing-documents.ts) put there.
const inGoverning = GOVERNING_DOCUMENTS.filter((d) => d.folderId === 1201).map((d) => d.id);

describe('browsing', () => {
  it('lists the example library with counts computed, and every governing document', async () => {
    const client = await as('priya.shah@example.com');
    const answer = await listing(client);
    expect(answer.status).toBe(200);
    const folders = answer.body.folders as unknown as Answer;
    expect(ids(folders).sort()).toEqual([1201, 1202, 1203, 1204, 1205]);
    const governing = folders.find((f) => f.id === 1201);
    expect(governing).toMatchObject({
      childFolderCount: 1,
      documentCount: inGoverning.length,
      permissionsInherited: false,
    });
    expect(folders.find((f) => f.id === 1202)).toMatchObject({
      parentId: 1201,
      permissionsInherited: true,
    });
    const documents = answer.body.documents as unknown as Answer;
    expect(ids(documents)).toEqual(expect.arrayContaining([1301, 1302, 1303, 1304]));
    const bylaws = documents.find((d) => d.id === 1302);
    const file = await download(client, 1302);
    expect(bylaws?.size).toBe(file.bytes.length);
    expect(bylaws?.folderId).toBe(1202);
  });

  it('lists a folder, sorts, and keeps the last 36 months', async () => {
    const client = await jordan();
    const inside = await listing(client, '?parentId=1201');
    expect(ids(inside.body.documents as unknown as Answer).sort()).toEqual(inGoverning.sort());
    const bySize = await listing(client, '?sort=-size');
    const sizes = (bySize.body.documents as unknown as Answer).map((d) => Number(d.size));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const today = dayInZone(new Date());
    const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
    const recent = await listing(client, `?modifiedAfter=${String(year - 3)}${rest}`);
    const recentIds = ids(recent.body.documents as unknown as Answer);
    expect(recentIds).not.toContain(1301);
    expect(recentIds).toEqual(expect.arrayContaining([1302, 1303, 1304]));
    expect((await listing(client, '?parentId=9999')).status).toBe(404);
  });

  it('keeps a board-only folder and what it holds from a homeowner', async () => {
    const board = await jordan();
    const boardView = await listing(board);
    expect(ids(boardView.body.folders as unknown as Answer)).toContain(1290);
    expect(ids(boardView.body.documents as unknown as Answer)).toContain(1390);
    const notes = await download(board, 1390);
    expect(notes.type).toBe('application/pdf');
    expect((await PDFDocument.load(notes.bytes)).getTitle()).toBe(
      'Executive session notes 2026-11',
    );

    const priya = await as('priya.shah@example.com');
    const homeownerView = await listing(priya);
    expect(ids(homeownerView.body.folders as unknown as Answer)).not.toContain(1290);
    expect(ids(homeownerView.body.documents as unknown as Answer)).not.toContain(1390);
    expect((await listing(priya, '?parentId=1290')).status).toBe(404);
    expect((await download(priya, 1390)).status).toBe(404);
    const search = await priya.call(
      'associations',
      'GET',
      '/associations/101/Documents/Search?query=executive',
    );
    expect(search.body).toEqual([]);
  });

  it('answers 404 to anyone outside the association', async () => {
    const client = await jordan();
    expect((await client.call('associations', 'GET', '/associations/999/Directories')).status).toBe(
      404,
    );
  });
});

describe('the Word form', () => {
  it('is a real .docx, served as octet-stream, and searchable by its words', async () => {
    const client = await as('priya.shah@example.com');
    const form = await download(client, 1304);
    expect(form.status).toBe(200);
    expect(form.type).toBe('application/octet-stream');
    expect(form.disposition).toBe('attachment; filename="Architectural request form.docx"');
    expect(form.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const parts = unzipSync(new Uint8Array(form.bytes));
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    const found = await client.call(
      'associations',
      'GET',
      '/associations/101/Documents/Search?query=site%20plan',
    );
    expect(ids(found.body)).toEqual([1304]);
  });
});

describe('permissions', () => {
  it('lets the board document managers and the management company manage, no one else', async () => {
    const path = '/associations/101/Documents/permissions?systemSecurity=boardDocManage';
    const expected: [string, boolean][] = [
      ['jordan.rivera@example.com', true],
      ['priya.shah@example.com', false],
      ['marcus.chen@example.com', false],
      ['dana.whitfield@harborview.example', true],
    ];
    const client = await sandbox.tenant();
    for (const [email, canManage] of expected) {
      await client.signIn(email);
      const answer = await client.call('associations', 'GET', path);
      expect(answer.status, email).toBe(200);
      expect(answer.body, email).toEqual({
        systemSecurity: 'boardDocManage',
        canView: true,
        canManage,
      });
    }
  });

  it('refuses every change to a homeowner with the contract 403', async () => {
    const priya = await as('priya.shah@example.com');
    const refusals = [
      await priya.call('associations', 'POST', '/associations/101/Directories/0', { name: 'Mine' }),
      await priya.call('associations', 'PATCH', '/associations/101/Directories/1205', {
        name: 'X',
      }),
      await priya.call('associations', 'DELETE', '/associations/101/Directories/1205'),
      await priya.call('associations', 'PATCH', '/associations/101/Documents/1302', {
        name: 'X.pdf',
      }),
      await priya.call('associations', 'POST', '/associations/101/Documents/1302', {}),
      await priya.call('associations', 'DELETE', '/associations/101/Documents/1302'),
      await upload(priya, 'Mine.pdf', new Uint8Array([1, 2, 3])),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const documents = (await listing(priya)).body.documents as unknown as Answer;
    expect(documents.find((d) => d.id === 1302)?.name).toBe('Bylaws 2024.pdf');
  });
});

describe('uploading', () => {
  it('stores the bytes exactly and serves them back with the name', async () => {
    const client = await jordan();
    const name = `Pool rules ${randomUUID().slice(0, 8)}.pdf`;
    const bytes = randomBytes(70_000);
    const created = await upload(client, name, bytes, 1205, 'application/pdf');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      size: bytes.length,
      folderId: 1205,
      contentType: 'application/pdf',
    });
    const id = Number(created.body.id);
    expect(id).toBeGreaterThan(1390);
    const forms = await listing(client, '?parentId=1205');
    expect(ids(forms.body.documents as unknown as Answer)).toContain(id);
    const file = await download(client, id);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toBe(`attachment; filename="${name}"`);
    expect(file.bytes.equals(bytes)).toBe(true);

    const other = await upload(client, 'notes.bin', new Uint8Array([0, 255, 7]), 0);
    expect(other.body).toMatchObject({ folderId: 0, contentType: 'application/octet-stream' });
    expect((await download(client, Number(other.body.id))).type).toBe('application/octet-stream');

    // Plain text with every byte value, NUL included: stored and served back unchanged.
    const everyByte = new Uint8Array(Array.from({ length: 512 }, (_, index) => index % 256));
    const text = await upload(client, 'every byte.txt', everyByte, 1205, 'text/plain');
    expect(text.status).toBe(201);
    expect((await download(client, Number(text.body.id))).bytes.equals(everyByte)).toBe(true);
  });

  it('refuses a name already in the folder, letter case aside, and a file over the limit by name', async () => {
    const client = await jordan();
    const taken = await upload(client, 'bylaws 2024.PDF', new Uint8Array([1]), 1202);
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(NAME_TAKEN);
    const elsewhere = await upload(client, 'Bylaws 2024.pdf', new Uint8Array([1]), 1205);
    expect(elsewhere.status).toBe(201);

    const big = await upload(client, 'Site plan scan.pdf', new Uint8Array(MAX_DOCUMENT_BYTES + 1));
    expect(big.status).toBe(413);
    expect(big.body.detail).toBe(
      'Site plan scan.pdf is 25.0 MB, which exceeds the maximum file size of 25 MB.',
    );
    expect((await upload(client, 'Lost.pdf', new Uint8Array([1]), 4242)).status).toBe(404);
  });
});

describe('renaming, duplicating, deleting', () => {
  it('renames a document and refuses a name already used in its folder', async () => {
    const client = await jordan();
    await upload(client, 'Bylaws draft.pdf', new Uint8Array([9]), 1202);
    const clash = await client.call('associations', 'PATCH', '/associations/101/Documents/1302', {
      name: 'BYLAWS DRAFT.pdf',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe(NAME_TAKEN);
    const renamed = await client.call('associations', 'PATCH', '/associations/101/Documents/1302', {
      name: 'Bylaws 2024 (amended).pdf',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: 1302,
      name: 'Bylaws 2024 (amended).pdf',
      folderId: 1202,
    });
    const documents = (await listing(client)).body.documents as unknown as Answer;
    expect(documents.find((d) => d.id === 1302)?.name).toBe('Bylaws 2024 (amended).pdf');
    expect((await download(client, 1302)).disposition).toContain('Bylaws 2024 (amended).pdf');
  });

  it('creates and renames folders, refusing a sibling name', async () => {
    const client = await jordan();
    const created = await client.call(
      'associations',
      'POST',
      '/associations/101/Directories/1203',
      {
        name: '2027',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: '2027',
      parentId: 1203,
      childFolderCount: 0,
      documentCount: 0,
      permissionsInherited: true,
    });
    const again = await client.call('associations', 'POST', '/associations/101/Directories/1203', {
      name: '2026',
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(NAME_TAKEN);
    const clash = await client.call('associations', 'PATCH', '/associations/101/Directories/1205', {
      name: 'meeting MINUTES',
    });
    expect(clash.status).toBe(409);
    const renamed = await client.call(
      'associations',
      'PATCH',
      '/associations/101/Directories/1205',
      {
        name: 'Forms and applications',
      },
    );
    expect(renamed.body).toMatchObject({
      id: 1205,
      name: 'Forms and applications',
      documentCount: 1,
    });
    const folders = (await listing(client)).body.folders as unknown as Answer;
    expect(folders.find((f) => f.id === 1203)?.childFolderCount).toBe(2);
    expect(folders.find((f) => f.id === 1205)?.name).toBe('Forms and applications');
  });

  it('duplicates with the default name, numbered when taken, bytes and all', async () => {
    const client = await jordan();
    const first = await client.call('associations', 'POST', '/associations/101/Documents/1301', {});
    const second = await client.call('associations', 'POST', '/associations/101/Documents/1301');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Declaration of covenants - Copy.pdf',
      folderId: 1201,
    });
    expect(second.body.name).toBe('Declaration of covenants - Copy (2).pdf');
    const named = await client.call('associations', 'POST', '/associations/101/Documents/1301', {
      name: 'Declaration of covenants.pdf',
    });
    expect(named.status).toBe(409);
    const moved = await client.call('associations', 'POST', '/associations/101/Documents/1301', {
      parentId: 1205,
    });
    expect(moved.body).toMatchObject({
      folderId: 1205,
      name: 'Declaration of covenants - Copy.pdf',
    });
    const original = await download(client, 1301);
    const copy = await download(client, Number(first.body.id));
    expect(copy.bytes.equals(original.bytes)).toBe(true);
    const governing = ((await listing(client)).body.folders as unknown as Answer).find(
      (f) => f.id === 1201,
    );
    expect(governing?.documentCount).toBe(inGoverning.length + 2);
  });

  it('deletes a document, and a folder with everything inside it', async () => {
    const client = await jordan();
    expect(
      (await client.call('associations', 'DELETE', '/associations/101/Documents/1304')).status,
    ).toBe(204);
    expect((await download(client, 1304)).status).toBe(404);
    expect(
      (await client.call('associations', 'DELETE', '/associations/101/Documents/1304')).status,
    ).toBe(404);
    expect(
      (await client.call('associations', 'DELETE', '/associations/101/Directories/1203')).status,
    ).toBe(204);
    const after = await listing(client);
    expect(ids(after.body.folders as unknown as Answer)).not.toEqual(
      expect.arrayContaining([1203]),
    );
    expect(ids(after.body.folders as unknown as Answer)).not.toContain(1204);
    expect(ids(after.body.documents as unknown as Answer)).not.toContain(1303);
    expect((await download(client, 1303)).status).toBe(404);
    expect(ids(after.body.documents as unknown as Answer)).toContain(1301);
  });
});

describe('searching', () => {
  const search = (client: Client, query: string) =>
    client.call('associations', 'GET', `/associations/101/Documents/Search?${query}`);

  it('finds names and text across folders, best first, with the folder path', async () => {
    const client = await as('priya.shah@example.com');
    const bylaws = await search(client, 'query=bylaws');
    expect(bylaws.status).toBe(200);
    expect(bylaws.body[0]).toMatchObject({
      id: 1302,
      path: [
        { id: 1201, name: 'Governing documents' },
        { id: 1202, name: 'Bylaws' },
      ],
    });
    const fences = await search(client, 'query=cedar%20fence');
    expect(ids(fences.body)).toEqual([1301]);
    expect((await search(client, 'query=late%20fee&folderId=1203')).body.map((d) => d.id)).toEqual([
      1303,
    ]);
    expect(ids((await search(client, 'query=late%20fee')).body)).toEqual(
      expect.arrayContaining([1302, 1303]),
    );
    expect((await search(client, 'query=covenants&modifiedAfter=2023-01-01')).body).toEqual([]);
    expect((await search(client, 'query=zebra')).body).toEqual([]);
  });
});
