import { describe, expect, it } from 'vitest';
import type { DirectoryPerson } from '../api/community-types';
import {
  pageCount,
  parseDirectorySearch,
  personMatches,
  shownFields,
  telHref,
  visiblePeople,
} from './directory';

const jordan: DirectoryPerson = {
  personId: 15001,
  name: 'Jordan Rivera',
  title: 'Board President and ARC Chair',
  phone: '(555) 201-3344',
  email: 'jordan.rivera@example.com',
  address: {
    address1: '12 Maple Court',
    city: 'Springfield',
    stateProvince: 'IL',
    postalCode: '62704',
  },
  isBoardMember: true,
};
const aisha: DirectoryPerson = {
  personId: 15004,
  name: 'Aisha Okafor',
  phone: '(555) 318-4410',
  isBoardMember: false,
};
const elena: DirectoryPerson = {
  personId: 15003,
  name: 'Elena Vásquez',
  title: 'Secretary',
  email: 'elena.vasquez@example.com',
  isBoardMember: true,
};

describe('directory search', () => {
  it('finds people by name or street, ignoring case and accents', () => {
    expect(personMatches(jordan, 'maple')).toBe(true);
    expect(personMatches(jordan, 'RIVERA')).toBe(true);
    expect(personMatches(elena, 'vasquez')).toBe(true);
    expect(personMatches(aisha, 'maple')).toBe(false);
    expect(visiblePeople([jordan, aisha, elena], 'maple court').map((p) => p.personId)).toEqual([
      15001,
    ]);
    expect(visiblePeople([jordan, aisha], '')).toHaveLength(2);
  });

  it('never matches a hidden field', () => {
    // Aisha hides her address: a search for a street finds nothing about her.
    expect(personMatches(aisha, '18 maple')).toBe(false);
  });

  it('reads the URL defensively', () => {
    expect(parseDirectorySearch({ q: ' maple ', page: '2' })).toEqual({ q: 'maple', page: 2 });
    expect(parseDirectorySearch({ q: '', page: '1' })).toEqual({});
    expect(parseDirectorySearch({ q: ['x'], page: 'two' })).toEqual({});
  });
});

describe('shownFields', () => {
  it('lists only what the person shows', () => {
    expect(shownFields(jordan)).toEqual(['title', 'phone', 'email', 'address']);
    expect(shownFields(aisha)).toEqual(['phone']);
    expect(shownFields(elena)).toEqual(['title', 'email']);
  });
});

describe('helpers', () => {
  it('makes tel: links and page counts', () => {
    expect(telHref('(555) 201-3344')).toBe('tel:5552013344');
    expect(pageCount(6, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
  });
});
