import { httpsUrl } from '@/lib/outside-link';
import type { AssistantSource } from '../api/assistant-api';

export type Citation =
  | { kind: 'document'; title: string; associationId: number; documentId: number; name: string }
  | { kind: 'link'; title: string; href: string }
  | { kind: 'text'; title: string };

/**
 * Where a source of an answer leads: a document of the association opens in the document viewer
 * (/document/:associationId/:documentId/:name, named by its title); a safe web address opens as
 * a link; anything else is only named.
 */
export function citationFor(source: AssistantSource, associationId: number): Citation {
  const title = source.title.trim() || source.url || '';
  const { documentId } = source;
  if (documentId !== undefined && Number.isSafeInteger(documentId) && documentId > 0) {
    return {
      kind: 'document',
      title,
      associationId,
      documentId,
      name: title.replaceAll('/', '-') || String(documentId),
    };
  }
  const href = httpsUrl(source.url);
  return href ? { kind: 'link', title, href } : { kind: 'text', title };
}

/** An answer resting on no source: the documents do not answer the question. */
export function isUnanswered(sources: readonly AssistantSource[]): boolean {
  return sources.length === 0;
}

/** The longest request subject the handoff fills in; the whole question goes in the description. */
export const REQUEST_SUBJECT_LENGTH = 100;

/**
 * The new-request form's search parameters for a question the documents did not answer: its
 * first line as the subject (shortened with an ellipsis), the whole question as the description.
 */
export function requestHandoff(question: string): { subject: string; description: string } {
  const description = question.trim();
  const firstLine = (description.split('\n')[0] ?? '').trim();
  const characters = Array.from(firstLine);
  const subject =
    characters.length > REQUEST_SUBJECT_LENGTH
      ? `${characters
          .slice(0, REQUEST_SUBJECT_LENGTH - 1)
          .join('')
          .trimEnd()}…`
      : firstLine;
  return { subject, description };
}

/**
 * A translated text with one `<link>…</link>` part, in three pieces; a text without one is all
 * `before` (label null). Only that one tag means anything: the rest stays text.
 */
export function splitLink(text: string): { before: string; label: string | null; after: string } {
  const match = /<link>(.*?)<\/link>/s.exec(text);
  if (!match) return { before: text, label: null, after: '' };
  return {
    before: text.slice(0, match.index),
    label: match[1] ?? '',
    after: text.slice(match.index + match[0].length),
  };
}
