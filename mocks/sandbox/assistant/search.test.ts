// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GOVERNING_DOCUMENTS } from '../governing-documents.ts';
import {
  conceptsOf,
  findPassages,
  needed,
  questionLanguage,
  stem,
  type Passage,
} from './search.ts';

function ask(question: string, previous?: string): Passage[] {
  const language = questionLanguage(question);
  const context = previous ? conceptsOf(previous, questionLanguage(previous)) : [];
  return findPassages(conceptsOf(question, language), context);
}
const keys = (passages: Passage[]) => passages.map((p) => p.key);

describe('the rules assistant’s search', () => {
  it.each([
    ['What are the pool hours?', '1306#1'],
    ['When does the pool open?', '1306#1'],
    ['Can I park a boat in my driveway?', '1307#3'],
    ['How long can a trailer stay in the driveway?', '1307#3'],
    ['How tall can my backyard fence be?', '1301#1'],
    ['And how tall in the front yard?', '1301#2'],
    ['When is trash picked up?', '1308#2'],
    ['What day is trash collected?', '1305#2'],
    ['How many dogs can we have?', '1305#3'],
    ['Is short-term rental allowed?', '1305#6'],
    ['When are assessments due?', '1302#2'],
  ])('answers “%s” with passage %s', (question, key) => {
    const found = ask(question);
    expect(keys(found)).toContain(key);
    expect(found.length).toBeLessThanOrEqual(3);
  });

  it('puts the passage that says it first', () => {
    expect(keys(ask('What are the pool hours?'))[0]).toBe('1306#1');
    expect(keys(ask('Can I park a boat in my driveway?'))[0]).toBe('1307#3');
    expect(keys(ask('How tall can my backyard fence be?'))[0]).toBe('1301#1');
  });

  it('gives different questions different passages', () => {
    const pool = keys(ask('What are the pool hours?'));
    const boat = keys(ask('Can I park a boat in my driveway?'));
    expect(pool.filter((key) => boat.includes(key))).toEqual([]);
  });

  it('finds the same passages for the same question in Spanish', () => {
    expect(keys(ask('¿Cuál es el horario de la piscina?'))).toEqual(
      keys(ask('What are the pool hours?')),
    );
    expect(keys(ask('¿Puedo estacionar un bote en la entrada de mi casa?'))[0]).toBe('1307#3');
    expect(keys(ask('¿Qué altura puede tener la cerca de mi patio trasero?'))[0]).toBe('1301#1');
  });

  it('finds nothing for what the documents do not say', () => {
    expect(ask('Can I put a hot tub on my deck?')).toEqual([]);
    expect(ask('Can I keep chickens in my backyard?')).toEqual([]);
    expect(ask('¿Puedo tener gallinas en el patio?')).toEqual([]);
    expect(ask('the and of?')).toEqual([]);
  });

  it('reads a follow-up with the question before it', () => {
    expect(ask('What about guests?')).not.toEqual([]);
    expect(keys(ask('How many guests?', 'What are the pool hours?'))[0]).toBe('1306#3');
    // The previous question alone never answers the new one.
    expect(ask('What about chickens?', 'What are the pool hours?')).toEqual([]);
  });

  it('tells the question’s language, the browser settling a tie', () => {
    expect(questionLanguage('What are the pool hours?')).toBe('en');
    expect(questionLanguage('¿Cuál es el horario de la piscina?')).toBe('es');
    expect(questionLanguage('piscina horario')).toBe('es');
    expect(questionLanguage('pool', 'es-MX,es;q=0.9')).toBe('es');
    expect(questionLanguage('pool', 'en-US')).toBe('en');
  });

  it('stems the words of a question and of the documents alike', () => {
    expect(['trailers', 'trailer'].map(stem)).toEqual(['trailer', 'trailer']);
    expect(['parked', 'parking', 'park'].map(stem)).toEqual(['park', 'park', 'park']);
    expect(['fences', 'fence'].map(stem)).toEqual(['fenc', 'fenc']);
    expect(needed(2)).toBe(2);
    expect(needed(4)).toBe(2);
  });

  it('quotes only text the documents’ PDFs can print as it is (files.ts)', () => {
    const printable = /^[\x20-\x7e\xa0-\xff’–—•]*$/;
    for (const document of GOVERNING_DOCUMENTS)
      for (const { heading, text } of document.sections)
        expect(`${heading} ${text}`, document.title).toMatch(printable);
  });

  it('quotes only documents still in the library', () => {
    const question = conceptsOf('When does the pool open?', 'en');
    expect(keys(findPassages(question))).toEqual(['1308#1', '1306#1']);
    expect(keys(findPassages(question, [], { available: new Set([1306]) }))).toEqual(['1306#1']);
    expect(findPassages(question, [], { available: new Set() })).toEqual([]);
  });
});
