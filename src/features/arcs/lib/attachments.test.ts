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
});
