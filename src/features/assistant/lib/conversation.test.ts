import { describe, expect, it } from 'vitest';
import {
  clearConversations,
  CONVERSATION_STORAGE_KEY,
  conversationOf,
  loadConversations,
  MAX_STORED_TURNS,
  parseStoredConversations,
  saveConversations,
  withoutConversation,
  withTurn,
} from './conversation';

const answer = (question: string, sources = [{ title: 'Bylaws 2024.pdf', documentId: 1302 }]) => ({
  conversationId: 'c-1',
  question,
  reply: `About ${question}`,
  sources,
});

describe('the kept conversation', () => {
  it('adds answered questions per association, with the service’s conversation id', () => {
    let stored = parseStoredConversations(null, 1001);
    stored = withTurn(stored, 101, answer('Fences?'));
    stored = withTurn(stored, 101, answer('Sheds?'));
    stored = withTurn(stored, 102, answer('Parking?'));
    const maple = conversationOf(stored, 101);
    expect(maple.conversationId).toBe('c-1');
    expect(maple.turns.map((t) => [t.id, t.question])).toEqual([
      [1, 'Fences?'],
      [2, 'Sheds?'],
    ]);
    expect(conversationOf(stored, 102).turns).toHaveLength(1);
    expect(conversationOf(stored, 103)).toEqual({ conversationId: null, turns: [] });
  });

  it('keeps the newest turns only', () => {
    let stored = parseStoredConversations(null, 1001);
    for (let i = 0; i < MAX_STORED_TURNS + 5; i += 1)
      stored = withTurn(stored, 101, answer(`Q${i}`));
    const turns = conversationOf(stored, 101).turns;
    expect(turns).toHaveLength(MAX_STORED_TURNS);
    expect(turns.at(-1)?.question).toBe(`Q${MAX_STORED_TURNS + 4}`);
  });

  it('starts over for one association only', () => {
    let stored = withTurn(parseStoredConversations(null, 1001), 101, answer('Fences?'));
    stored = withTurn(stored, 102, answer('Parking?'));
    stored = withoutConversation(stored, 101);
    expect(conversationOf(stored, 101).turns).toEqual([]);
    expect(conversationOf(stored, 102).turns).toHaveLength(1);
  });

  it('reads back what it wrote, for the same user only', () => {
    const stored = withTurn(parseStoredConversations(null, 1001), 101, answer('Fences?'));
    const text = JSON.stringify(stored);
    expect(parseStoredConversations(text, 1001)).toEqual(stored);
    expect(parseStoredConversations(text, 1002).byAssociation).toEqual({});
  });

  it('reads anything corrupt or foreign as no conversation, never a crash', () => {
    for (const text of [
      '{',
      '"text"',
      '[]',
      '{"userId":1001}',
      '{"userId":1001,"byAssociation":{"101":{"turns":[{"id":1,"question":4}]}}}',
      '{"userId":1001,"byAssociation":{"101":{"turns":[{"id":1,"question":"q","reply":"r","sources":[{"url":"x"}]}]}}}',
    ]) {
      expect(parseStoredConversations(text, 1001).byAssociation).toEqual({});
    }
  });

  it('lives in session storage under one key, and is cleared from it', () => {
    const storage = window.sessionStorage;
    const stored = withTurn(parseStoredConversations(null, 1001), 101, answer('Fences?'));
    saveConversations(storage, stored);
    expect(storage.getItem(CONVERSATION_STORAGE_KEY)).not.toContain('token');
    expect(loadConversations(storage, 1001)).toEqual(stored);
    clearConversations(storage);
    expect(storage.getItem(CONVERSATION_STORAGE_KEY)).toBeNull();
  });

  it('is simply not kept when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const stored = withTurn(parseStoredConversations(null, 1001), 101, answer('Fences?'));
    expect(() => saveConversations(blocked, stored)).not.toThrow();
    expect(loadConversations(blocked, 1001).byAssociation).toEqual({});
    expect(() => clearConversations(blocked)).not.toThrow();
  });
});
