// The rules assistant's reply: the passages found, quoted as written and each cited by document
// and section, framed by one sentence in the question's language. No text of its own beyond it.
import type { Language, Passage } from './search.ts';

export interface Answer {
  reply: string;
  sources: { title: string; documentId: number }[];
}

const FRAMES: Record<Language, { found(name: string): string; notFound(name: string): string }> = {
  en: {
    found: (name) => `${name}’s documents say (quoted word for word):`,
    notFound: (name) =>
      `${name}’s documents do not answer this question. You can send it to the management company as a request.`,
  },
  es: {
    found: (name) =>
      `Los documentos de ${name} dicen (citados palabra por palabra, en su idioma original):`,
    notFound: (name) =>
      `Los documentos de ${name} no responden esta pregunta. Puede enviarla a la compañía administradora como una solicitud.`,
  },
};

/** The answer of a question: its passages quoted and cited, and their documents as sources. */
export function answerOf(
  passages: readonly Passage[],
  language: Language,
  associationName: string,
): Answer {
  const frame = FRAMES[language];
  if (passages.length === 0) return { reply: frame.notFound(associationName), sources: [] };
  const quotes = passages.map((p) => `“${p.text}”\n(${p.title}, ${p.section})`);
  const sources = [...new Map(passages.map((p) => [p.documentId, p.fileName])).entries()].map(
    ([documentId, title]) => ({ title, documentId }),
  );
  return { reply: [frame.found(associationName), ...quotes].join('\n\n'), sources };
}
