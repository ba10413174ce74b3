import { describe, expect, it } from 'vitest';
import { fileExtension } from '@/lib/picked-files';
import { ACCEPT_ATTRIBUTE, addAttachments, attachmentProblem } from './attachments';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('attachmentProblem', () => {
  it('accepts photos, PDFs and Word forms within the limit', () => {
    expect(attachmentProblem(file('sidewalk.JPG', 2 * MB, 'image/jpeg'), 25 * MB)).toBeNull();
    expect(attachmentProblem(file('plan.pdf', 25 * MB, 'application/pdf'), 25 * MB)).toBeNull();
    expect(attachmentProblem(file('Architectural request form.docx', 40_000), 25 * MB)).toBeNull();
    expect(
      attachmentProblem(file('scan.png', 1000, 'application/octet-stream'), 25 * MB),
    ).toBeNull();
  });

  it('refuses a file over the configured maximum', () => {
    expect(attachmentProblem(file('site plan.pdf', 25 * MB + 1, 'application/pdf'), 25 * MB)).toBe(
      'tooLarge',
    );
  });

  it('refuses other types by extension, or by a type that contradicts it', () => {
    expect(attachmentProblem(file('setup.exe', 10), 25 * MB)).toBe('type');
    expect(attachmentProblem(file('page.html', 10, 'text/html'), 25 * MB)).toBe('type');
    expect(attachmentProblem(file('photo.jpg', 10, 'text/html'), 25 * MB)).toBe('type');
    expect(attachmentProblem(file('no-extension', 10), 25 * MB)).toBe('type');
    expect(attachmentProblem(file('drawing.svg', 10, 'image/svg+xml'), 25 * MB)).toBe('type');
  });

  it('refuses an empty file', () => {
    expect(attachmentProblem(file('empty.pdf', 0, 'application/pdf'), 25 * MB)).toBe('empty');
  });

  it('refuses a name too long or with control or bidirectional characters, before its type', () => {
    expect(attachmentProblem(file(`${'a'.repeat(260)}.pdf`, 10, 'application/pdf'), 25 * MB)).toBe(
      'name',
    );
    expect(attachmentProblem(file('photo\u202Egpj.exe', 10, ''), 25 * MB)).toBe('name');
    expect(attachmentProblem(file('plan\t.pdf', 10, 'application/pdf'), 25 * MB)).toBe('name');
  });
});

describe('addAttachments', () => {
  it('appends the good files and lists the refused ones with their reason', () => {
    const current = [file('a.jpg', 10)];
    const { attached, refused } = addAttachments(
      current,
      [file('b.pdf', 20), file('a.jpg', 10), file('c.exe', 5), file('d.png', 30 * MB)],
      25 * MB,
    );
    expect(attached.map((f) => f.name)).toEqual(['a.jpg', 'b.pdf']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['a.jpg', 'duplicate'],
      ['c.exe', 'type'],
      ['d.png', 'tooLarge'],
    ]);
    expect(current).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('reads extensions', () => {
    expect(fileExtension('Photo.JPEG')).toBe('jpeg');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('offers the accepted extensions to the picker', () => {
    expect(ACCEPT_ATTRIBUTE).toContain('.pdf');
    expect(ACCEPT_ATTRIBUTE).not.toContain('.exe');
  });
});
