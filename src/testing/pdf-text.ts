import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text drawn on a PDF's pages, one piece per line drawn, for tests of the PDFs this app makes
 * (pdf-lib's standard fonts: each line a WinAnsi hex string shown with `Tj`). A stand-in for a
 * PDF reader's text extraction (unpdf's `extractText` once it is installed): it reads the page
 * content streams the way a reader does, so what it finds is what a reader finds there.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const winAnsi = new TextDecoder('windows-1252');
  const pieces: string[] = [];
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = winAnsi.decode(decodePDFRawStream(stream).decode());
      for (const [, hex = ''] of operators.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
        const digits = hex.replace(/\s/g, '');
        const drawn = Uint8Array.from({ length: digits.length / 2 }, (_, i) =>
          parseInt(digits.slice(2 * i, 2 * i + 2), 16),
        );
        pieces.push(winAnsi.decode(drawn));
      }
    }
  }
  return pieces.join('\n');
}
