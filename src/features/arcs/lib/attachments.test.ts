import { describe, expect, it } from 'vitest';
import { addFiles } from './attachments';

const MB = 1024 * 1024;

describe('addFiles', () => {
  it('refuses a file over the limit by name, an empty one and a duplicate, and keeps the rest', () => {
    const photo = { name: 'photo.jpg', size: 2 * MB };
    const { attached, refused } = addFiles(
      [photo],
      [
        { name: 'scan.pdf', size: 26 * MB },
        { name: 'empty.txt', size: 0 },
        { name: 'photo.jpg', size: 2 * MB },
        { name: 'plan.pdf', size: 25 * MB },
      ],
      25 * MB,
    );
    expect(attached.map((f) => f.name)).toEqual(['photo.jpg', 'plan.pdf']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['scan.pdf', 'tooLarge'],
      ['empty.txt', 'empty'],
      ['photo.jpg', 'duplicate'],
    ]);
  });

  it('refuses web pages, SVG, scripts and programs, and a disguised name', () => {
    const { attached, refused } = addFiles(
      [],
      [
        { name: 'notice.html', size: 10, type: 'text/html' },
        { name: 'logo.svg', size: 10, type: 'image/svg+xml' },
        { name: 'setup.exe', size: 10 },
        { name: 'photo\u202Egpj.exe', size: 10 },
        { name: 'minutes.docx', size: 10 },
      ],
      25 * MB,
    );
    expect(attached.map((f) => f.name)).toEqual(['minutes.docx']);
    expect(refused.map((r) => r.problem)).toEqual(['active', 'active', 'active', 'name']);
  });
});
