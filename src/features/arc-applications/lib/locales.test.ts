// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import { APPLICATION_STATUSES, PROJECT_TYPES, type ApplicationProblem } from './application';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english, has } = loadNamespace('arc-applications');

describe('the ARC application texts', () => {
  it('say the issue’s statuses and the SPEC §5 message word for word', () => {
    expect(english.get('statuses.approvedWithConditions')).toBe('Approved with conditions');
    expect(english.get('statuses.underReview')).toBe('Under review');
    expect(english.get('reply.errors.required')).toBe('Message is required.');
    expect(english.get('reply.failed')).toBe('Message failed to send.');
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    expect(used.size).toBeGreaterThan(60);
    // Keys built at run time.
    for (const status of APPLICATION_STATUSES) used.add(`statuses.${status}`);
    for (const type of PROJECT_TYPES) used.add(`projectTypes.${type}`);
    for (const role of ['homeowner', 'boardMember', 'management'])
      used.add(`messages.roles.${role}`);
    for (const problem of ['required', 'tooLong'] as const) used.add(`reply.errors.${problem}`);
    const fieldProblems: Record<string, readonly ApplicationProblem[]> = {
      projectType: ['required'],
      description: ['required', 'tooLong'],
      plannedStartDate: ['required', 'invalidDate', 'past'],
      plannedEndDate: ['invalidDate', 'beforeStart'],
      contractor: ['tooLong'],
      files: ['required'],
    };
    for (const [field, problems] of Object.entries(fieldProblems))
      for (const problem of problems) used.add(`errors.${field}.${problem}`);
    // Plural forms are asked for by their stem.
    for (const stem of ['list.boardMessages', 'review.files']) {
      used.delete(stem);
      used.add(`${stem}_one`);
      used.add(`${stem}_other`);
    }
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
