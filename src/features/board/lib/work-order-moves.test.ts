import { describe, expect, it } from 'vitest';
import { nextWorkOrderStatuses } from './work-order-moves';

describe('nextWorkOrderStatuses', () => {
  it('moves an open or assigned work order on, or cancels it', () => {
    expect(nextWorkOrderStatuses('open')).toEqual(['inProgress', 'completed', 'cancelled']);
    expect(nextWorkOrderStatuses('assigned')).toEqual(['inProgress', 'completed', 'cancelled']);
  });
  it('completes or cancels one in progress', () => {
    expect(nextWorkOrderStatuses('inProgress')).toEqual(['completed', 'cancelled']);
  });
  it('only reopens one that is completed or cancelled', () => {
    expect(nextWorkOrderStatuses('completed')).toEqual(['open']);
    expect(nextWorkOrderStatuses('cancelled')).toEqual(['open']);
  });
});
