// Maple Grove's library as the contract's first listDocumentDirectories example tells it, with every
// document of governing-documents.ts (whose PDFs seed.ts already made as `document:<id>`), and
// one board-only folder the examples lack, so that permissions that cascade can be seen.
import type { SeedContext } from '../domain.ts';
import { documentPdf } from '../files.ts';
import { GOVERNING_DOCUMENTS, paragraphsOf } from '../governing-documents.ts';
import { minimalDocx } from './docx.ts';
import { documentKey } from './handlers.ts';

const MAPLE_GROVE = 101;

/** The board's own folder and its document: for the board (and the management company) only. */
export const BOARD_FOLDER = { id: 1290, name: 'Board records' } as const;
export const BOARD_DOCUMENT = {
  id: 1390,
  name: 'Executive session notes 2026-11.pdf',
  title: 'Executive session notes 2026-11',
  paragraphs: [
    'Executive session of the Maple Grove HOA board, November 10, 2026. Confidential to the board.',
    'The board discussed a collections matter and a vendor contract renewal; no vote was taken.',
  ],
} as const;

/** Where new folders and documents start: above every id the seed writes. */
export const DOCUMENT_ID_FLOORS = {
  document_folders: BOARD_FOLDER.id + 1,
  documents: Math.max(BOARD_DOCUMENT.id, ...GOVERNING_DOCUMENTS.map((d) => d.id)) + 1,
};

/** The words of the example's Word form (1304), as a real .docx. */
const REQUEST_FORM = {
  title: 'Architectural request form',
  paragraphs: [
    'Maple Grove HOA - Architectural Review Committee.',
    'Homeowner name, property address and phone.',
    'Describe the change (fence, paint color, roofing, windows, landscaping, solar), with its materials, colors and dimensions.',
    'Attach a site plan or photos and the product sheets. The Committee decides within 30 days.',
    'Signature and date.',
  ],
} as const;

interface ExampleFolder {
  id: number;
  name: string;
  parentId: number;
  permissionsInherited: boolean;
}
interface ExampleDocument {
  id: number;
  name: string;
  contentType: string;
  modifiedAt: string;
  folderId: number;
}

// Made once per process, like the platform's PDFs.
let boardPdf: Promise<Buffer> | undefined;

export async function seedDocuments(context: SeedContext): Promise<void> {
  const { trx } = context;
  const listing = context.example('associations', 'listDocumentDirectories') as unknown as {
    folders: ExampleFolder[];
    documents: ExampleDocument[];
  };
  const folderIds = new Set([...listing.folders.map((f) => f.id), BOARD_FOLDER.id]);
  await trx
    .insertInto('document_folders')
    .values([
      ...listing.folders.map((folder) => ({
        id: folder.id,
        association_id: MAPLE_GROVE,
        name: folder.name,
        parent_id: folder.parentId,
        audience: folder.permissionsInherited ? null : ('everyone' as const),
      })),
      {
        id: BOARD_FOLDER.id,
        association_id: MAPLE_GROVE,
        name: BOARD_FOLDER.name,
        parent_id: 0,
        audience: 'board' as const,
      },
    ])
    .execute();

  // Files the platform did not make: the board's notes and the Word form; any other document
  // of the example without a file keeps the contract's download example as its bytes.
  boardPdf ??= documentPdf(BOARD_DOCUMENT.title, [...BOARD_DOCUMENT.paragraphs]);
  const made = new Set(
    (await trx.selectFrom('files').select('key').where('key', 'like', 'document:%').execute()).map(
      (f) => f.key,
    ),
  );
  const exampleBytes = Buffer.from(
    String(context.example('associations', 'downloadDocument') as unknown),
  );
  const extraFiles = [
    {
      key: documentKey(BOARD_DOCUMENT.id),
      file_name: BOARD_DOCUMENT.name,
      content_type: 'application/pdf',
      bytes: await boardPdf,
    },
    ...listing.documents
      .filter((d) => !made.has(documentKey(d.id)))
      .map((d) => ({
        key: documentKey(d.id),
        file_name: d.name,
        content_type: d.contentType,
        bytes: d.name.endsWith('.docx')
          ? minimalDocx(REQUEST_FORM.title, REQUEST_FORM.paragraphs)
          : exampleBytes,
      })),
  ];
  await trx.insertInto('files').values(extraFiles).execute();

  const governing = new Map(GOVERNING_DOCUMENTS.map((d) => [d.id, d]));
  const ids = [
    ...new Set([...listing.documents.map((d) => d.id), ...governing.keys(), BOARD_DOCUMENT.id]),
  ];
  const files = new Map(
    (
      await trx
        .selectFrom('files')
        .select(['key', 'bytes'])
        .where('key', 'in', ids.map(documentKey))
        .execute()
    ).map((f) => [f.key, f.bytes]),
  );
  const rows = ids.map((id) => {
    const listed = listing.documents.find((d) => d.id === id);
    const words = governing.get(id);
    const folderId =
      id === BOARD_DOCUMENT.id ? BOARD_FOLDER.id : (words?.folderId ?? listed?.folderId ?? 0);
    if (folderId !== 0 && !folderIds.has(folderId))
      throw new Error(
        `document ${String(id)} sits in folder ${String(folderId)}, which no seed makes`,
      );
    const bytes = files.get(documentKey(id));
    if (!bytes) throw new Error(`document ${String(id)} has no file`);
    return {
      id,
      association_id: MAPLE_GROVE,
      folder_id: folderId,
      name:
        id === BOARD_DOCUMENT.id ? BOARD_DOCUMENT.name : (listed?.name ?? words?.fileName ?? ''),
      content_type: listed?.contentType ?? 'application/pdf',
      size: bytes.length,
      // A document the example does not list is dated early in the story's month.
      modified_at: listed?.modifiedAt ?? context.moved('2026-11-02T15:00:00Z'),
      text:
        id === BOARD_DOCUMENT.id
          ? BOARD_DOCUMENT.paragraphs.join('\n')
          : words
            ? [words.title, ...paragraphsOf(words)].join('\n')
            : listed?.name.endsWith('.docx')
              ? [REQUEST_FORM.title, ...REQUEST_FORM.paragraphs].join('\n')
              : '',
    };
  });
  await trx.insertInto('documents').values(rows).execute();
}
