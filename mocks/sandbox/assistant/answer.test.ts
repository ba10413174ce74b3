// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerOf } from './answer.ts';
import { conceptsOf, findPassages } from './search.ts';

describe('the assistant’s reply', () => {
  it('quotes each passage as written, cited by document and section, each document once', () => {
    const passages = findPassages(conceptsOf('When does the pool open?', 'en'));
    expect(passages.map((p) => p.documentId)).toEqual([1308, 1306]);
    const { reply, sources } = answerOf(passages, 'en', 'Maple Grove HOA');
    expect(reply.split('\n\n')).toEqual([
      'Maple Grove HOA’s documents say (quoted word for word):',
      ...passages.map((p) => `“${p.text}”\n(${p.title}, ${p.section})`),
    ]);
    expect(sources).toEqual([
      { title: 'Frequently asked questions.pdf', documentId: 1308 },
      { title: 'Pool rules.pdf', documentId: 1306 },
    ]);

    const both = findPassages(conceptsOf('Can I park a boat in my driveway?', 'en'));
    expect(both.length).toBeGreaterThan(1);
    expect(answerOf(both, 'en', 'Maple Grove HOA').sources).toEqual([
      { title: 'Parking rules.pdf', documentId: 1307 },
    ]);
  });

  it('frames the same quotes in Spanish, and says plainly when nothing answers', () => {
    const passages = findPassages(conceptsOf('¿Cuál es el horario de la piscina?', 'es'));
    const spanish = answerOf(passages, 'es', 'Maple Grove HOA').reply;
    expect(spanish).toContain('Los documentos de Maple Grove HOA dicen');
    expect(spanish).toContain(passages[0]?.text);
    expect(answerOf([], 'es', 'Maple Grove HOA')).toEqual({
      reply:
        'Los documentos de Maple Grove HOA no responden esta pregunta. Puede enviarla a la compañía administradora como una solicitud.',
      sources: [],
    });
  });
});
