import { describe, expect, it } from 'vitest';
import { displayKind, isScriptable, renderType, typeLabel } from './display-kind';

describe('displayKind', () => {
  it.each([
    // PDFs and images are shown.
    ['application/pdf', 'Bylaws 2024.pdf', 'pdf'],
    ['application/pdf; charset=binary', 'minutes', 'pdf'],
    ['image/png', 'site plan.png', 'image'],
    ['IMAGE/JPEG', 'porch.jpg', 'image'],
    ['image/webp', 'pool.webp', 'image'],
    // The service sends PDFs as octet-stream too: the name decides.
    ['application/octet-stream', 'Bylaws 2024.pdf', 'pdf'],
    ['', 'fence.JPG', 'image'],
    [null, 'plan.gif', 'image'],
    ['application/octet-stream', 'Architectural request form.docx', 'download'],
    // Everything else is downloaded.
    [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Architectural request form.docx',
      'download',
    ],
    ['text/plain', 'notes.txt', 'download'],
    ['image/tiff', 'scan.tiff', 'download'],
    // A specific type that is not viewable is not overridden by a viewable-looking name.
    ['application/zip', 'bundle.pdf', 'download'],
  ])('%s %j → %s', (type, name, kind) => {
    expect(displayKind(type, name)).toBe(kind);
  });

  it.each([
    ['text/html', 'notice.html'],
    ['text/html', 'notice.pdf'],
    ['application/pdf', 'notice.html'],
    ['image/svg+xml', 'logo.svg'],
    ['image/png', 'logo.svg'],
    ['application/octet-stream', 'logo.SVG'],
    ['application/xhtml+xml', 'page.pdf'],
    ['text/xml', 'feed.png'],
    ['application/xml', 'data.xml'],
    ['application/octet-stream', 'style.xsl'],
    ['application/rss+xml', 'news'],
    ['text/javascript', 'app.png'],
  ])('always downloads what could run script: %s %j', (type, name) => {
    expect(isScriptable(type, name)).toBe(true);
    expect(displayKind(type, name)).toBe('download');
    expect(renderType(type, name)).toBeNull();
  });

  it('re-types viewable bytes with a fixed, safe type', () => {
    expect(renderType('application/octet-stream', 'a.pdf')).toBe('application/pdf');
    expect(renderType('image/jpg', 'a')).toBe('image/jpeg');
    expect(renderType('application/octet-stream', 'a.jpeg')).toBe('image/jpeg');
  });
});

describe('typeLabel', () => {
  it.each([
    ['application/pdf', 'a.pdf', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx', 'word'],
    ['application/octet-stream', 'budget.xlsx', 'spreadsheet'],
    ['image/png', 'a.png', 'image'],
    ['text/html', 'a.html', 'web'],
    ['application/octet-stream', 'mystery', 'other'],
  ])('%s %j → %s', (type, name, label) => {
    expect(typeLabel(type, name)).toBe(label);
  });
});
