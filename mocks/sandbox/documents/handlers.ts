// The association's document library over the database: browse, search, download for the people
// of the association; upload, new folder, rename, duplicate and delete only with the board
// document-manage security there (SPEC §6). A board-only folder hides everything inside it.
import type { Kysely, Selectable } from 'kysely';
import type { operations } from '../../../generated/associations/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { formOf, type FormFile } from '../multipart.ts';
import type { Database } from '../schema.ts';
import { associationsOf, securityOf, signedIn } from '../services/people.ts';
import {
  MAX_DOCUMENT_BYTES,
  audienceOf,
  compareDocuments,
  copyName,
  headerFileName,
  nameKey,
  searchScore,
  startOfDay,
  subtreeOf,
  tooLargeDetail,
  type FolderNode,
} from './library.ts';
import type { DocumentFolderTable, DocumentTable } from './tables.ts';

type Schemas =
  operations['listDocumentDirectories']['responses'][200]['content']['application/json'];
type FolderBody = Schemas['folders'][number];
type DocumentBody = Schemas['documents'][number];
type FolderRow = Selectable<DocumentFolderTable>;
type DocumentRow = Selectable<DocumentTable>;

const MANAGE = 'boardDocManage';

export const documentKey = (id: number) => `document:${String(id)}`;

interface Access {
  /** On the association's board, or the management company: sees board-only folders. */
  board: boolean;
  /** Owns a property at the association. */
  homeowner: boolean;
  securities: string[];
  canManage: boolean;
}

/**
 * What the signed-in person may do in this association's library; 404 (as the contract answers
 * for a library one cannot see) when they do not belong to it. The management company (staff)
 * serves every association of the community.
 */
async function accessTo(context: Context<unknown>, associationId: number): Promise<Access> {
  const person = await signedIn(context);
  const security = await securityOf(context, person);
  const user = await context.db
    .selectFrom('users')
    .select('kind')
    .where('id', '=', person.userId)
    .executeTakeFirstOrThrow();
  const association = await context.db
    .selectFrom('associations')
    .select('id')
    .where('id', '=', associationId)
    .executeTakeFirst();
  if (!association) throw problemOf(context, 404);
  // In mimic mode the person is the homeowner mimicked, with the homeowner's rights only.
  const staff = user.kind === 'staff' && person.mimickedBy === null;
  const member = (await associationsOf(context, person)).includes(associationId);
  if (!staff && !member) throw problemOf(context, 404);
  const board = staff || security.boardAssociationIds.includes(associationId);
  const owned = person.ownerIds.length
    ? await context.db
        .selectFrom('properties')
        .select('id')
        .where('owner_id', 'in', person.ownerIds)
        .where('association_id', '=', associationId)
        .executeTakeFirst()
    : undefined;
  return {
    board,
    homeowner: owned !== undefined,
    securities: security.securities,
    canManage: board && security.securities.includes(MANAGE),
  };
}

async function manager(context: Context<unknown>, associationId: number): Promise<Access> {
  const access = await accessTo(context, associationId);
  if (!access.canManage) throw problemOf(context, 403);
  return access;
}

interface Library {
  folders: FolderRow[];
  documents: DocumentRow[];
  /** A folder the person may see, by id. */
  folder(id: number): FolderRow | undefined;
  /** True for the root and for every folder the person may see. */
  holds(id: number): boolean;
  nodes: Map<number, FolderNode>;
}

/** The association's folders and documents the person may see (permissions cascade). */
async function libraryOf(
  db: Kysely<Database>,
  associationId: number,
  access: Access,
): Promise<Library> {
  const allFolders = await db
    .selectFrom('document_folders')
    .selectAll()
    .where('association_id', '=', associationId)
    .execute();
  const nodes = new Map<number, FolderNode>(
    allFolders.map((f) => [f.id, { id: f.id, parentId: f.parent_id, audience: f.audience }]),
  );
  const visible = (folderId: number) => access.board || audienceOf(folderId, nodes) === 'everyone';
  const folders = allFolders.filter((f) => visible(f.id));
  const byId = new Map(folders.map((f) => [f.id, f]));
  const holds = (id: number) => id === 0 || byId.has(id);
  const documents = (
    await db
      .selectFrom('documents')
      .selectAll()
      .where('association_id', '=', associationId)
      .execute()
  ).filter((d) => holds(d.folder_id));
  return { folders, documents, folder: (id) => byId.get(id), holds, nodes };
}

function folderBody(folder: FolderRow, library: Library): FolderBody {
  return {
    id: folder.id,
    name: folder.name,
    parentId: folder.parent_id,
    childFolderCount: library.folders.filter((f) => f.parent_id === folder.id).length,
    documentCount: library.documents.filter((d) => d.folder_id === folder.id).length,
    permissionsInherited: folder.audience === null,
  };
}

function documentBody(document: DocumentRow): DocumentBody {
  return {
    id: document.id,
    name: document.name,
    contentType: document.content_type,
    size: document.size,
    modifiedAt: document.modified_at.toISOString(),
    folderId: document.folder_id,
  };
}

/** A name as stored: trimmed, and refused (422) when nothing is left or it is a path. */
function cleanName(context: Context<unknown>, raw: string): string {
  const name = raw.trim();
  if (name.length === 0 || /[/\\]/.test(name) || name === '.' || name === '..')
    throw problemOf(context, 422, undefined, {
      errors: { name: ['Enter a name without "/" or "\\".'] },
    });
  return name;
}

const nameExists = (context: Context<unknown>) => problemOf(context, 409);

async function documentIn(
  context: Context<unknown>,
  db: Kysely<Database>,
  associationId: number,
  documentId: number,
  access: Access,
): Promise<{ library: Library; document: DocumentRow }> {
  const library = await libraryOf(db, associationId, access);
  const document = library.documents.find((d) => d.id === documentId);
  if (!document) throw problemOf(context, 404);
  return { library, document };
}

/** A folder's taken document names, letter case aside, the document `except` left out. */
async function documentNames(
  db: Kysely<Database>,
  associationId: number,
  folderId: number,
  except?: number,
): Promise<Set<string>> {
  let query = db
    .selectFrom('documents')
    .select('name')
    .where('association_id', '=', associationId)
    .where('folder_id', '=', folderId);
  if (except !== undefined) query = query.where('id', '!=', except);
  return new Set((await query.execute()).map((d) => nameKey(d.name)));
}

async function folderNames(
  db: Kysely<Database>,
  associationId: number,
  parentId: number,
  except?: number,
): Promise<Set<string>> {
  let query = db
    .selectFrom('document_folders')
    .select('name')
    .where('association_id', '=', associationId)
    .where('parent_id', '=', parentId);
  if (except !== undefined) query = query.where('id', '!=', except);
  return new Set((await query.execute()).map((f) => nameKey(f.name)));
}

/** The one file of an upload's multipart form, and the folder it goes into. */
async function uploadForm(
  context: Context<unknown>,
): Promise<{ file: FormFile; parentId: number } | null> {
  const form = await formOf(context);
  const file = form?.files('file')[0];
  const parent = form?.field('parentId');
  const parentId = parent !== undefined && /^\d+$/.test(parent.trim()) ? Number(parent) : NaN;
  if (!file || !Number.isSafeInteger(parentId)) return null;
  return { file, parentId };
}

export const documentsHandlers: Handlers<operations> = {
  async listDocumentDirectories(context) {
    const { id } = context.params;
    const access = await accessTo(context, id);
    const library = await libraryOf(context.db, id, access);
    const { parentId, modifiedAfter, sort } = context.query;
    if (parentId !== undefined && !library.holds(parentId)) throw problemOf(context, 404);
    const after = modifiedAfter ? startOfDay(modifiedAfter).getTime() : null;
    const documents = library.documents
      .filter((d) => parentId === undefined || d.folder_id === parentId)
      .filter((d) => after === null || d.modified_at.getTime() >= after)
      .map(documentBody)
      .sort(compareDocuments(sort ?? 'name'));
    const folders = library.folders
      .map((f) => folderBody(f, library))
      .sort((a, b) =>
        a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base', numeric: true }),
      );
    return { status: 200, body: { folders, documents } };
  },

  async createFolder(context) {
    const { id, dirId } = context.params;
    const access = await manager(context, id);
    const name = cleanName(context, context.body.name);
    const created = await context.db.transaction().execute(async (trx) => {
      if (!(await libraryOf(trx, id, access)).holds(dirId)) throw problemOf(context, 404);
      if ((await folderNames(trx, id, dirId)).has(nameKey(name))) throw nameExists(context);
      return trx
        .insertInto('document_folders')
        .values({ association_id: id, name, parent_id: dirId, audience: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    const library = await libraryOf(context.db, id, access);
    return { status: 201, body: folderBody(created, library) };
  },

  async renameFolder(context) {
    const { id, dirId } = context.params;
    const access = await manager(context, id);
    const name = cleanName(context, context.body.name);
    await context.db.transaction().execute(async (trx) => {
      const folder = (await libraryOf(trx, id, access)).folder(dirId);
      if (!folder) throw problemOf(context, 404);
      if ((await folderNames(trx, id, folder.parent_id, folder.id)).has(nameKey(name)))
        throw nameExists(context);
      await trx.updateTable('document_folders').set({ name }).where('id', '=', dirId).execute();
    });
    const library = await libraryOf(context.db, id, access);
    const folder = library.folder(dirId);
    if (!folder) throw problemOf(context, 404);
    return { status: 200, body: folderBody(folder, library) };
  },

  async deleteFolder(context) {
    const { id, dirId } = context.params;
    const access = await manager(context, id);
    await context.db.transaction().execute(async (trx) => {
      const library = await libraryOf(trx, id, access);
      if (!library.folder(dirId)) throw problemOf(context, 404);
      // Everything inside goes, board-only sub-folders too: the manager deletes the folder whole.
      const inside = [...subtreeOf(dirId, [...library.nodes.values()])];
      const documents = await trx
        .selectFrom('documents')
        .select('id')
        .where('association_id', '=', id)
        .where('folder_id', 'in', inside)
        .execute();
      if (documents.length) {
        await trx
          .deleteFrom('files')
          .where(
            'key',
            'in',
            documents.map((d) => documentKey(d.id)),
          )
          .execute();
        await trx
          .deleteFrom('documents')
          .where(
            'id',
            'in',
            documents.map((d) => d.id),
          )
          .execute();
      }
      await trx.deleteFrom('document_folders').where('id', 'in', inside).execute();
    });
    return { status: 204 };
  },

  async uploadDocument(context) {
    const { id } = context.params;
    const access = await manager(context, id);
    const form = await uploadForm(context);
    if (!form)
      throw problemOf(context, 422, undefined, {
        errors: { file: ['Choose a file and the folder it goes into.'] },
      });
    const name = cleanName(context, form.file.fileName);
    const size = form.file.bytes.length;
    if (size > MAX_DOCUMENT_BYTES)
      throw problemOf(context, 413, undefined, { detail: tooLargeDetail(name, size) });
    const bytes = new Uint8Array(form.file.bytes);
    const contentType = form.file.contentType;
    const created = await context.db.transaction().execute(async (trx) => {
      if (!(await libraryOf(trx, id, access)).holds(form.parentId)) throw problemOf(context, 404);
      if ((await documentNames(trx, id, form.parentId)).has(nameKey(name)))
        throw nameExists(context);
      const document = await trx
        .insertInto('documents')
        .values({
          association_id: id,
          folder_id: form.parentId,
          name,
          content_type: contentType,
          size: bytes.length,
          modified_at: context.now.toISOString(),
          // Plain text is searchable as it is; other files by their name. A text column holds
          // no NUL, which a plain-text file may still carry: those are left out of the search.
          text: contentType.startsWith('text/plain')
            ? new TextDecoder().decode(bytes).replaceAll('\u0000', '')
            : '',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('files')
        .values({
          key: documentKey(document.id),
          file_name: name,
          content_type: contentType,
          bytes,
        })
        .execute();
      return document;
    });
    return { status: 201, body: documentBody(created) };
  },

  async getDocumentPermissions(context) {
    const { id } = context.params;
    const access = await accessTo(context, id);
    const systemSecurity = context.query.systemSecurity ?? MANAGE;
    const holds =
      systemSecurity === MANAGE
        ? access.canManage
        : systemSecurity === 'boardDocView'
          ? access.board
          : access.homeowner;
    return { status: 200, body: { systemSecurity, canView: true, canManage: holds } };
  },

  async searchDocuments(context) {
    const { id } = context.params;
    const access = await accessTo(context, id);
    const library = await libraryOf(context.db, id, access);
    const { query = '', folderId, modifiedAfter } = context.query;
    if (folderId !== undefined && !library.holds(folderId)) throw problemOf(context, 404);
    const within = folderId ? subtreeOf(folderId, [...library.nodes.values()]) : null;
    const after = modifiedAfter ? startOfDay(modifiedAfter).getTime() : null;
    const pathOf = (folder: number) => {
      const path: { id: number; name: string }[] = [];
      const seen = new Set<number>();
      for (
        let at = library.folder(folder);
        at && !seen.has(at.id);
        at = library.folder(at.parent_id)
      ) {
        seen.add(at.id);
        path.unshift({ id: at.id, name: at.name });
      }
      return path;
    };
    const results = library.documents
      .filter((d) => within === null || within.has(d.folder_id))
      .filter((d) => after === null || d.modified_at.getTime() >= after)
      .map((d) => ({ document: d, score: searchScore(query, d.name, d.text) }))
      .filter((match) => match.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          a.document.name.localeCompare(b.document.name, 'en-US', { sensitivity: 'base' }),
      )
      .map(({ document }) => ({ ...documentBody(document), path: pathOf(document.folder_id) }));
    return { status: 200, body: results };
  },

  async downloadDocument(context) {
    const { id, docId } = context.params;
    const { document } = await documentIn(
      context,
      context.db,
      id,
      docId,
      await accessTo(context, id),
    );
    const file = await context.db
      .selectFrom('files')
      .select('bytes')
      .where('key', '=', documentKey(document.id))
      .executeTakeFirst();
    if (!file) throw problemOf(context, 404);
    // The contract: PDFs as application/pdf, every other file as application/octet-stream.
    const pdf = document.content_type === 'application/pdf';
    return {
      status: 200,
      file: Buffer.from(file.bytes),
      contentType: pdf ? 'application/pdf' : 'application/octet-stream',
      fileName: headerFileName(document.name),
    };
  },

  async duplicateDocument(context) {
    const { id, docId } = context.params;
    const access = await manager(context, id);
    const overrides = context.body ?? {};
    const copy = await context.db.transaction().execute(async (trx) => {
      const library = await libraryOf(trx, id, access);
      const original = library.documents.find((d) => d.id === docId);
      if (!original) throw problemOf(context, 404);
      const folderId = overrides.parentId ?? original.folder_id;
      if (!library.holds(folderId)) throw problemOf(context, 404);
      const taken = await documentNames(trx, id, folderId);
      let name: string;
      if (overrides.name !== undefined) {
        name = cleanName(context, overrides.name);
        if (taken.has(nameKey(name))) throw nameExists(context);
      } else name = copyName(original.name, taken);
      const file = await trx
        .selectFrom('files')
        .select(['content_type', 'bytes'])
        .where('key', '=', documentKey(original.id))
        .executeTakeFirst();
      const document = await trx
        .insertInto('documents')
        .values({
          association_id: id,
          folder_id: folderId,
          name,
          content_type: original.content_type,
          size: original.size,
          modified_at: context.now.toISOString(),
          text: original.text,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (file)
        await trx
          .insertInto('files')
          .values({
            key: documentKey(document.id),
            file_name: name,
            content_type: file.content_type,
            bytes: file.bytes,
          })
          .execute();
      return document;
    });
    return { status: 201, body: documentBody(copy) };
  },

  async renameDocument(context) {
    const { id, docId } = context.params;
    const access = await manager(context, id);
    const name = cleanName(context, context.body.name);
    const renamed = await context.db.transaction().execute(async (trx) => {
      const { document } = await documentIn(context, trx, id, docId, access);
      if ((await documentNames(trx, id, document.folder_id, document.id)).has(nameKey(name)))
        throw nameExists(context);
      await trx
        .updateTable('files')
        .set({ file_name: name })
        .where('key', '=', documentKey(document.id))
        .execute();
      return trx
        .updateTable('documents')
        .set({ name, modified_at: context.now.toISOString() })
        .where('id', '=', document.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return { status: 200, body: documentBody(renamed) };
  },

  async deleteDocument(context) {
    const { id, docId } = context.params;
    const access = await manager(context, id);
    await context.db.transaction().execute(async (trx) => {
      const { document } = await documentIn(context, trx, id, docId, access);
      await trx.deleteFrom('files').where('key', '=', documentKey(document.id)).execute();
      await trx.deleteFrom('documents').where('id', '=', document.id).execute();
    });
    return { status: 204 };
  },
};
