// The tables of the association's document library: folders and documents. A document's bytes are
// the platform's `files` row `document:<id>` (schema.ts), as the seed's PDFs already are.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

/** Who may see a folder that sets its own permissions; its contents inherit it (SPEC §6). */
export type FolderAudience = 'everyone' | 'board';

export interface DocumentFolderTable {
  id: Generated<number>;
  association_id: number;
  name: string;
  /** The containing folder; 0 for a root folder. */
  parent_id: number;
  /** Its own permissions, or null when they come from its parent. */
  audience: FolderAudience | null;
}

export interface DocumentTable {
  id: Generated<number>;
  association_id: number;
  /** The containing folder; 0 for the root. */
  folder_id: number;
  name: string;
  content_type: string;
  size: number;
  modified_at: Instant;
  /** The words search looks through besides the name (a PDF's text); empty when unknown. */
  text: string;
}

export interface DocumentsTables {
  document_folders: DocumentFolderTable;
  documents: DocumentTable;
}

/** Migration 003_documents: the folders and the documents. */
export function documentsMigrations(schema: string): Record<string, Migration> {
  return {
    '003_documents': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('document_folders')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('parent_id', 'integer', (c) => c.notNull())
          .addColumn('audience', 'text')
          .execute();
        await s
          .createTable('documents')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('folder_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('modified_at', 'timestamptz', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .execute();
        await s
          .createIndex('documents_by_folder')
          .on('documents')
          .columns(['association_id', 'folder_id'])
          .execute();
      },
    },
  };
}
