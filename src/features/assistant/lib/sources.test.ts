import { describe, expect, it } from 'vitest';
import { citationFor, isUnanswered, requestHandoff, splitLink } from './sources';

describe('the sources of an answer', () => {
  it('open a document of the association in the document viewer', () => {
    expect(citationFor({ title: 'Declaration of covenants.pdf', documentId: 1301 }, 101)).toEqual({
      kind: 'document',
      title: 'Declaration of covenants.pdf',
      associationId: 101,
      documentId: 1301,
      name: 'Declaration of covenants.pdf',
    });
  });

  it('keep a slash out of the name in the address', () => {
    const citation = citationFor({ title: 'Rules 2024/2025.pdf', documentId: 7 }, 101);
    expect(citation).toMatchObject({ kind: 'document', name: 'Rules 2024-2025.pdf' });
  });

  it('link only to https addresses, and name anything else as text', () => {
    const faq = 'https://portal.courtyard.example/community/faq#14302';
    expect(citationFor({ title: 'FAQ', url: faq }, 101)).toEqual({
      kind: 'link',
      title: 'FAQ',
      href: faq,
    });
    expect(citationFor({ title: 'Evil', url: 'javascript:alert(1)' }, 101)).toEqual({
      kind: 'text',
      title: 'Evil',
    });
    expect(citationFor({ title: 'Minutes' }, 101)).toEqual({ kind: 'text', title: 'Minutes' });
    expect(citationFor({ title: 'Bad id', documentId: -4 }, 101).kind).toBe('text');
  });

  it('tell an answer the documents do not give', () => {
    expect(isUnanswered([])).toBe(true);
    expect(isUnanswered([{ title: 'Bylaws 2024.pdf', documentId: 1302 }])).toBe(false);
  });
});

describe('the request handoff', () => {
  it('fills the subject with the first line and the description with the whole question', () => {
    expect(requestHandoff('  Can I put a hot tub on my deck?\nIt is 8 feet wide. ')).toEqual({
      subject: 'Can I put a hot tub on my deck?',
      description: 'Can I put a hot tub on my deck?\nIt is 8 feet wide.',
    });
  });

  it('shortens a long subject to 100 characters with an ellipsis', () => {
    const { subject, description } = requestHandoff('x'.repeat(150));
    expect(subject).toBe(`${'x'.repeat(99)}…`);
    expect(Array.from(subject)).toHaveLength(100);
    expect(description).toHaveLength(150);
  });
});

describe('a text with a link', () => {
  it('is split around its one <link> part', () => {
    expect(splitLink('Contact us through our <link>help center</link>.')).toEqual({
      before: 'Contact us through our ',
      label: 'help center',
      after: '.',
    });
    expect(splitLink('No link <b>here</b>')).toEqual({
      before: 'No link <b>here</b>',
      label: null,
      after: '',
    });
  });
});
