import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import {
  conditionLines,
  EMPTY_FORM,
  firstInvalid,
  serviceFieldErrors,
  toDraftFields,
  validateApplication,
} from './application';

const TODAY = '2026-12-02';
const complete = {
  ...EMPTY_FORM,
  projectType: 'fence' as const,
  description: 'A 4-foot fence.',
  plannedStartDate: '2027-01-10',
};

describe('an ARC application', () => {
  it('is complete with a type, a description, a start and one file', () => {
    expect(validateApplication(complete, 1, TODAY)).toEqual({});
    expect(validateApplication({ ...complete, plannedStartDate: TODAY }, 1, TODAY)).toEqual({});
  });

  it('names every missing part, the first in the order of the form', () => {
    const errors = validateApplication({ ...EMPTY_FORM, description: '   ' }, 0, TODAY);
    expect(errors).toEqual({
      projectType: 'required',
      description: 'required',
      plannedStartDate: 'required',
      files: 'required',
    });
    expect(firstInvalid(errors)).toBe('projectType');
    expect(firstInvalid({ files: 'required', description: 'required' })).toBe('description');
  });

  it('refuses a start in the past, an end before the start and text over the limits', () => {
    expect(
      validateApplication(
        {
          ...complete,
          plannedStartDate: '2026-12-01',
          plannedEndDate: '2026-11-30',
          contractor: 'x'.repeat(201),
        },
        1,
        TODAY,
      ),
    ).toEqual({ plannedStartDate: 'past', plannedEndDate: 'beforeStart', contractor: 'tooLong' });
    expect(
      validateApplication({ ...complete, plannedEndDate: '2027-02-30' }, 1, TODAY).plannedEndDate,
    ).toBe('invalidDate');
    expect(
      validateApplication({ ...complete, description: 'x'.repeat(4001) }, 1, TODAY).description,
    ).toBe('tooLong');
  });

  it('sends trimmed text and leaves out what was left empty', () => {
    expect(toDraftFields({ ...complete, description: '  A fence. ', contractor: '  ' })).toEqual({
      projectType: 'fence',
      description: 'A fence.',
      plannedStartDate: '2027-01-10',
    });
  });

  it('reads the service’s words per field from a 422', () => {
    const error = new ApiError({
      service: 'actionItems',
      path: '/Homeowner/ArcApplications',
      status: 422,
      problem: { status: 422, errors: { files: ['Attach at least one photo or plan.'], x: ['?'] } },
    });
    expect(serviceFieldErrors(error)).toEqual({ files: 'Attach at least one photo or plan.' });
    expect(serviceFieldErrors(new Error('x'))).toEqual({});
  });

  it('lists the conditions one per line, without the bullets typed', () => {
    expect(conditionLines('- Stay 2 feet inside the line\n\n2) Black only')).toEqual([
      'Stay 2 feet inside the line',
      'Black only',
    ]);
    expect(conditionLines(null)).toEqual([]);
  });
});
