import { describe, expect, it } from 'vitest';
import { nextNotice, pageOf, workOrderMove } from './rules.ts';

describe('board rules', () => {
  it('moves a work order anywhere but where it is; a closed one only reopens', () => {
    expect(workOrderMove('assigned', 'inProgress')).toBe('ok');
    expect(workOrderMove('inProgress', 'inProgress')).toBe('unchanged');
    expect(workOrderMove('completed', 'inProgress')).toBe('closed');
    expect(workOrderMove('cancelled', 'completed')).toBe('closed');
    expect(workOrderMove('completed', 'open')).toBe('ok');
  });

  it('sends the next stage notice, escalating from the hearing, none after the fine or close', () => {
    expect(nextNotice({ stage: 'courtesyNotice', status: 'open' })).toEqual({
      stage: 'secondNotice',
      status: 'open',
    });
    expect(nextNotice({ stage: 'secondNotice', status: 'open' })).toEqual({
      stage: 'hearing',
      status: 'escalated',
    });
    expect(nextNotice({ stage: 'fine', status: 'escalated' })).toBeNull();
    expect(nextNotice({ stage: 'courtesyNotice', status: 'closed' })).toBeNull();
    expect(nextNotice({ stage: 'courtesyNotice', status: 'cured' })).toBeNull();
  });

  it('answers a page with its paging', () => {
    expect(pageOf([1], 3, { page: 2, pageSize: 1 })).toEqual({
      page: 2,
      pageSize: 1,
      totalCount: 3,
      items: [1],
    });
  });
});
