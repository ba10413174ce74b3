// Real PDF files made with pdf-lib: an account statement of the ledger's rows, and a receipt.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { dollars } from './money.ts';

export interface StatementRow {
  date: string;
  description: string;
  amount: number;
  balance: number;
}

/** Standard fonts speak WinAnsi: anything else (a bullet, a dash) becomes its nearest plain form. */
function plain(text: string): string {
  return text
    .replace(/[•]/g, '*')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export async function statementPdf(statement: {
  title: string;
  subtitle: string;
  rows: StatementRow[];
  balance: number;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(plain(statement.title));
  pdf.setProducer('Courtyard sandbox');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([612, 792]);
  let y = 740;
  const line = (text: string, x: number, size = 10, face = font) =>
    page.drawText(plain(text), { x, y, size, font: face, color: rgb(0.1, 0.1, 0.1) });
  line(statement.title, 50, 16, bold);
  y -= 22;
  line(statement.subtitle, 50, 11);
  y -= 30;
  const header = () => {
    line('Date', 50, 10, bold);
    line('Description', 130, 10, bold);
    line('Amount', 420, 10, bold);
    line('Balance', 500, 10, bold);
    y -= 16;
  };
  header();
  for (const row of statement.rows) {
    if (y < 60) {
      page = pdf.addPage([612, 792]);
      y = 740;
      header();
    }
    line(row.date, 50);
    line(row.description.slice(0, 52), 130);
    line(dollars(row.amount), 420);
    line(dollars(row.balance), 500);
    y -= 14;
  }
  y -= 12;
  line(`Balance due: ${dollars(statement.balance)}`, 50, 12, bold);
  return Buffer.from(await pdf.save());
}
