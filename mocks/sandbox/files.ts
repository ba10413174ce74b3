// The demo's files, made at seed time: real PDFs for the association's documents and the ARC
// request's product sheet (pdf-lib), a real JPEG photo and PNG swatch for its images (jpeg-js,
// pngjs). Every document used to open as the same 40-byte "PDF".
import jpeg from 'jpeg-js';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { PNG } from 'pngjs';

/** Standard fonts speak WinAnsi: a character outside it becomes its nearest plain form. */
function plain(text: string): string {
  return text
    .replace(/[•]/g, '*')
    .replace(/[–—]/g, '-')
    .replace(/[’]/g, "'")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** A document of titled paragraphs, wrapped to the page. */
export async function documentPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(plain(title));
  pdf.setProducer('Courtyard sandbox');
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  let page = pdf.addPage([612, 792]);
  let y = 730;
  page.drawText(plain(title), { x: 60, y, size: 18, font: bold, color: rgb(0.1, 0.1, 0.1) });
  y -= 36;
  for (const paragraph of paragraphs) {
    const words = plain(paragraph).split(' ');
    let line = '';
    const flush = () => {
      if (y < 60) {
        page = pdf.addPage([612, 792]);
        y = 730;
      }
      page.drawText(line, { x: 60, y, size: 11, font });
      y -= 15;
      line = '';
    };
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, 11) > 490) {
        flush();
        line = word;
      } else line = next;
    }
    if (line) flush();
    y -= 9;
  }
  return Buffer.from(await pdf.save());
}

type Paint = (x: number, y: number) => [number, number, number];

function pixels(width: number, height: number, paint: Paint): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      const at = (y * width + x) * 4;
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  return data;
}

/** The front of a house painted sage green: sky, roof, wall, door and windows. */
export function frontElevationJpeg(): Buffer {
  const width = 640;
  const height = 420;
  const paint: Paint = (x, y) => {
    if (y > 360) return [96, 128, 72]; // lawn
    const roof = y > 90 && y < 170 && Math.abs(x - 320) < (y - 90) * 2.6 + 40;
    if (roof) return [92, 64, 51];
    const wall = y >= 170 && y <= 360 && x > 130 && x < 510;
    if (wall) {
      const door = x > 290 && x < 350 && y > 250;
      const window =
        (x > 170 && x < 250 && y > 200 && y < 270) || (x > 390 && x < 470 && y > 200 && y < 270);
      if (door) return [250, 250, 245];
      if (window) return [180, 205, 220];
      return [156, 175, 136]; // sage green
    }
    return [190 - Math.floor(y / 6), 215 - Math.floor(y / 8), 240]; // sky
  };
  const encoded = jpeg.encode({ data: pixels(width, height, paint), width, height }, 85);
  return Buffer.from(encoded.data);
}

/** Two trash cans on a driveway in front of a garage door, seen from the street. */
export function trashCansJpeg(): Buffer {
  const width = 480;
  const height = 320;
  const paint: Paint = (x, y) => {
    const can = (left: number) => x > left && x < left + 70 && y > 150 && y < 290;
    if (can(140) || can(250)) return y < 170 ? [40, 60, 45] : [58, 86, 64]; // lid, body
    if (y > 290) return [150, 150, 145]; // driveway
    if (x > 60 && x < 420 && y > 60) return [225, 222, 210]; // garage door
    return [190 - Math.floor(y / 6), 215 - Math.floor(y / 8), 240]; // sky
  };
  const encoded = jpeg.encode({ data: pixels(width, height, paint), width, height }, 85);
  return Buffer.from(encoded.data);
}

/** A paint swatch: the proposed sage green beside the current beige. */
export function swatchPng(): Buffer {
  const width = 320;
  const height = 160;
  const png = new PNG({ width, height });
  png.data = pixels(width, height, (x) => (x < 160 ? [156, 175, 136] : [222, 207, 178]));
  return PNG.sync.write(png);
}
