import { describe, expect, it } from 'vitest';
import { draftProblems, serviceFieldErrors, TITLE_MAX } from './announcements';

describe('announcement drafts', () => {
  it('need a title and a body, within their lengths', () => {
    expect(draftProblems({ title: ' ', body: '' })).toEqual({
      title: 'required',
      body: 'required',
    });
    expect(draftProblems({ title: 'x'.repeat(TITLE_MAX + 1), body: 'Hi' })).toEqual({
      title: 'tooLong',
    });
    expect(draftProblems({ title: 'Snow', body: '<p>Plows at 6</p>' })).toEqual({});
  });

  it('read the service’s field errors', () => {
    expect(serviceFieldErrors({ title: ['Title is required.'], other: ['x'] })).toEqual({
      title: 'Title is required.',
    });
    expect(serviceFieldErrors(null)).toEqual({});
  });
});
