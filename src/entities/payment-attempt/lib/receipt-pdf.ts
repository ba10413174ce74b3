import type { PDFFont } from 'pdf-lib';
import { importOnDemand } from '@/lib/on-demand-import';
import type { ReceiptLine } from './receipt';

/** What the PDF receipt says, in the reader's language: the receipt's lines as on screen. */
export interface ReceiptPdfContent {
  /** The heading ("Payment receipt"). */
  title: string;
  /** The document's title, shown in a viewer's title bar ("Payment receipt CY-20261122-7201"). */
  documentTitle: string;
  /** The reader's language (BCP 47), the document's language tag. */
  language: string;
  lines: readonly ReceiptLine[];
}

/**
 * The text as Helvetica can draw it. The standard fonts encode WinAnsi only, and pdf-lib throws on
 * anything else: a service's name in another script or with an emoji, the narrow no-break space
 * some locales put in a time. Spaces become plain spaces, invisible format characters go, an
 * accented letter WinAnsi lacks keeps its letter without the accent ("ő" → "o"), and anything
 * else becomes "?".
 */
export function winAnsiText(text: string, drawable: ReadonlySet<number>): string {
  // Code point by code point: an emoji is one "?", not two halves of a surrogate pair.
  const canDraw = (part: string) => {
    for (const char of part) if (!drawable.has(char.codePointAt(0) ?? -1)) return false;
    return true;
  };
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (canDraw(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else if (/[\p{Cf}\p{Cc}\p{M}]/u.test(char)) continue;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && canDraw(bare) ? bare : '?';
    }
  }
  return out;
}

/** Breaks text into lines no wider than `width`; a word wider than that is cut where it fills it. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (part: string) => font.widthOfTextAtSize(part, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

// US Letter, in points: the portal's associations are in the United States.
const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const TITLE_SIZE = 20;
const TEXT_SIZE = 11;
const LEADING = 15;
const GAP = 16;

/**
 * The receipt as a one-page PDF (more pages only if a very long name needs them). pdf-lib is
 * loaded here, on the press that asks for the PDF: no page's first load carries it.
 */
export async function receiptPdfBytes(
  content: ReceiptPdfContent,
): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts, rgb } = await importOnDemand(() => import('pdf-lib'));
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const ink = rgb(0.1, 0.1, 0.1);
  const muted = rgb(0.35, 0.35, 0.35);
  // The metadata is UTF-16: any name fits there as it is.
  doc.setTitle(content.documentTitle, { showInWindowTitleBar: true });
  doc.setLanguage(content.language);
  doc.setSubject(content.title);

  const contentWidth = PAGE[0] - 2 * MARGIN;
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const makeRoom = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };

  for (const line of wrap(winAnsiText(content.title, drawable), bold, TITLE_SIZE, contentWidth)) {
    makeRoom(TITLE_SIZE + 6);
    y -= TITLE_SIZE + 6;
    page.drawText(line, { x: MARGIN, y, size: TITLE_SIZE, font: bold, color: ink });
  }
  y -= 12;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE[0] - MARGIN, y },
    thickness: 0.75,
    color: muted,
  });
  y -= 10;

  const rows = content.lines.map((line) => ({
    id: line.id,
    label: winAnsiText(line.label, drawable),
    value: winAnsiText(line.value, drawable),
  }));
  // The labels' column is as wide as its longest label, and never more than two fifths.
  const labelWidth = Math.min(
    Math.max(...rows.map((row) => regular.widthOfTextAtSize(row.label, TEXT_SIZE))),
    contentWidth * 0.4,
  );
  const valueX = MARGIN + labelWidth + GAP;
  const valueWidth = contentWidth - labelWidth - GAP;
  for (const row of rows) {
    // The confirmation number and the total stand out, as on screen.
    const valueFont = row.id === 'reference' || row.id === 'total' ? bold : regular;
    const labels = wrap(row.label, regular, TEXT_SIZE, labelWidth);
    const values = wrap(row.value, valueFont, TEXT_SIZE, valueWidth);
    const count = Math.max(labels.length, values.length);
    makeRoom(count * LEADING + 6);
    y -= 6;
    for (let i = 0; i < count; i += 1) {
      y -= LEADING;
      const label = labels[i];
      const value = values[i];
      if (label)
        page.drawText(label, { x: MARGIN, y, size: TEXT_SIZE, font: regular, color: muted });
      if (value)
        page.drawText(value, { x: valueX, y, size: TEXT_SIZE, font: valueFont, color: ink });
    }
  }
  // A copy on an ArrayBuffer of its own, which a Blob takes (pdf-lib types it as any buffer).
  return new Uint8Array(await doc.save());
}
