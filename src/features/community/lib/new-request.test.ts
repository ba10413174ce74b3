import { describe, expect, it } from 'vitest';
import { parseNewRequestSearch, prefillOf, toRequestCreate } from './new-request';

describe('parseNewRequestSearch', () => {
  it('opens the reservation form only when asked', () => {
    expect(parseNewRequestSearch({ form: 'reservation' })).toEqual({ form: 'reservation' });
    expect(parseNewRequestSearch({ form: 'general' })).toEqual({});
    expect(parseNewRequestSearch({ form: 7 })).toEqual({});
  });

  it('keeps a subject and a description to fill the form with', () => {
    const search = parseNewRequestSearch({
      subject: ' Hot tubs? ',
      description: 'Are hot tubs allowed?',
    });
    expect(search).toEqual({ subject: 'Hot tubs?', description: 'Are hot tubs allowed?' });
    expect(prefillOf(search)).toEqual({
      subject: 'Hot tubs?',
      description: 'Are hot tubs allowed?',
    });
    expect(prefillOf({ form: 'reservation' })).toEqual({});
  });

  it('caps what a URL can put in the form, still past the limit so the message shows', () => {
    expect(parseNewRequestSearch({ subject: 'x'.repeat(5000) }).subject).toHaveLength(201);
    expect(parseNewRequestSearch({ subject: ['a'], description: 3 })).toEqual({});
  });
});

describe('toRequestCreate', () => {
  const context = { associationId: 101, propertyId: 2001, files: [] };

  it('trims the texts and names the association and property', () => {
    expect(
      toRequestCreate(
        { type: 'maintenance', subject: ' Gate ', description: ' Broken \n' },
        context,
      ),
    ).toEqual({
      type: 'maintenance',
      subject: 'Gate',
      description: 'Broken',
      associationId: 101,
      propertyId: 2001,
    });
  });

  it('adds the files when there are some', () => {
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    expect(
      toRequestCreate({ subject: 'A', description: 'B' }, { ...context, files: [file] })?.files,
    ).toEqual([file]);
  });

  it('defaults the type and refuses blank texts', () => {
    expect(toRequestCreate({ subject: 'A', description: 'B' }, context)?.type).toBe('general');
    expect(toRequestCreate({ subject: ' ', description: 'B' }, context)).toBeNull();
  });
});
