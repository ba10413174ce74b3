import type { AssistantSource } from '../api/assistant-api';
import { isRecord } from '@/lib/is-record';

/** One question and its answer. */
export interface Turn {
  id: number;
  question: string;
  reply: string;
  sources: AssistantSource[];
}

export interface Conversation {
  /** The service's id, sent with the next question to continue; null until the first answer. */
  conversationId: string | null;
  turns: Turn[];
}

/** The conversations of one signed-in user, per association (answers come from its documents). */
export interface StoredConversations {
  userId: number;
  byAssociation: Record<string, Conversation>;
}

/** sessionStorage key: the conversation lasts for the browser session, never longer. */
export const CONVERSATION_STORAGE_KEY = 'courtyard-assistant';
/** Older turns are dropped beyond this, so the stored value stays small. */
export const MAX_STORED_TURNS = 40;

export const emptyConversation: Conversation = { conversationId: null, turns: [] };

function readSource(value: unknown): AssistantSource | null {
  if (!isRecord(value) || typeof value.title !== 'string') return null;
  const source: AssistantSource = { title: value.title };
  if (typeof value.documentId === 'number') source.documentId = value.documentId;
  if (typeof value.url === 'string') source.url = value.url;
  return source;
}

function readTurn(value: unknown): Turn | null {
  if (!isRecord(value)) return null;
  const { id, question, reply, sources } = value;
  if (
    typeof id !== 'number' ||
    typeof question !== 'string' ||
    typeof reply !== 'string' ||
    !Array.isArray(sources)
  ) {
    return null;
  }
  const read = sources.map(readSource);
  if (read.some((s) => s === null)) return null;
  return { id, question, reply, sources: read as AssistantSource[] };
}

function readConversation(value: unknown): Conversation | null {
  if (!isRecord(value) || !Array.isArray(value.turns)) return null;
  const conversationId = typeof value.conversationId === 'string' ? value.conversationId : null;
  const turns = value.turns.map(readTurn);
  if (turns.some((t) => t === null)) return null;
  return { conversationId, turns: turns as Turn[] };
}

/**
 * Reads a stored value: only the given user's conversations, in the shape written here.
 * Anything else (another user's, corrupt, foreign) reads as no conversation at all.
 */
export function parseStoredConversations(text: string | null, userId: number): StoredConversations {
  const empty = { userId, byAssociation: {} };
  if (!text) return empty;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return empty;
  }
  if (!isRecord(raw) || raw.userId !== userId || !isRecord(raw.byAssociation)) return empty;
  const byAssociation: Record<string, Conversation> = {};
  for (const [associationId, value] of Object.entries(raw.byAssociation)) {
    const conversation = readConversation(value);
    if (conversation) byAssociation[associationId] = conversation;
  }
  return { userId, byAssociation };
}

export function conversationOf(stored: StoredConversations, associationId: number): Conversation {
  return stored.byAssociation[String(associationId)] ?? emptyConversation;
}

/** The conversation with an answered question added (and the service's conversation id kept). */
export function withTurn(
  stored: StoredConversations,
  associationId: number,
  answer: { conversationId: string; question: string; reply: string; sources: AssistantSource[] },
): StoredConversations {
  const current = conversationOf(stored, associationId);
  const lastId = current.turns.at(-1)?.id ?? 0;
  const turn: Turn = {
    id: lastId + 1,
    question: answer.question,
    reply: answer.reply,
    sources: answer.sources,
  };
  return {
    ...stored,
    byAssociation: {
      ...stored.byAssociation,
      [String(associationId)]: {
        conversationId: answer.conversationId,
        turns: [...current.turns, turn].slice(-MAX_STORED_TURNS),
      },
    },
  };
}

/** The association's conversation forgotten: the next question starts a new one. */
export function withoutConversation(
  stored: StoredConversations,
  associationId: number,
): StoredConversations {
  const key = String(associationId);
  return {
    ...stored,
    byAssociation: Object.fromEntries(
      Object.entries(stored.byAssociation).filter(([id]) => id !== key),
    ),
  };
}

// Storage access: a blocked or full storage (private mode, sandboxed frame) only means the
// conversation is not kept; it never breaks the chat.

export function loadConversations(
  storage: Storage | undefined,
  userId: number,
): StoredConversations {
  try {
    return parseStoredConversations(storage?.getItem(CONVERSATION_STORAGE_KEY) ?? null, userId);
  } catch {
    return { userId, byAssociation: {} };
  }
}

export function saveConversations(storage: Storage | undefined, stored: StoredConversations): void {
  try {
    storage?.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // not kept
  }
}

export function clearConversations(storage: Storage | undefined): void {
  try {
    storage?.removeItem(CONVERSATION_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** The browser's session storage, when the page may use it. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
