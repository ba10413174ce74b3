// Office Open XML files (.docx, .xlsx) are zip archives of XML parts: fflate writes the zip.
import { strToU8, zipSync } from 'fflate';

/** Text as XML character data or an attribute value. */
export function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The zip of these parts (name → XML); the same bytes every time, for every tenant. */
export function officeFile(parts: Readonly<Record<string, string>>): Buffer {
  const files = Object.fromEntries(
    Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)] as const),
  );
  return Buffer.from(zipSync(files, { level: 6, mtime: new Date('1980-01-02T00:00:00Z') }));
}
