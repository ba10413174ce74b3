/** The contract's limits (AnnouncementForm). */
export const TITLE_MAX = 200;
export const BODY_MAX = 20000;

export interface AnnouncementDraft {
  title: string;
  body: string;
  pinned: boolean;
}

export interface DraftProblems {
  title?: 'required' | 'tooLong';
  body?: 'required' | 'tooLong';
}

/** What keeps a draft from being posted, per field; empty when it can go. */
export function draftProblems(draft: Pick<AnnouncementDraft, 'title' | 'body'>): DraftProblems {
  const problems: DraftProblems = {};
  const title = draft.title.trim();
  const body = draft.body.trim();
  if (!title) problems.title = 'required';
  else if (title.length > TITLE_MAX) problems.title = 'tooLong';
  if (!body) problems.body = 'required';
  else if (body.length > BODY_MAX) problems.body = 'tooLong';
  return problems;
}

/**
 * The service's 422 `errors` ({ title: [...], body: [...] }) as the fields' own messages, so a
 * refusal is said beside the field it is about.
 */
export function serviceFieldErrors(errors: unknown): Partial<Record<'title' | 'body', string>> {
  if (!errors || typeof errors !== 'object') return {};
  const out: Partial<Record<'title' | 'body', string>> = {};
  for (const field of ['title', 'body'] as const) {
    const messages = (errors as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
  }
  return out;
}
