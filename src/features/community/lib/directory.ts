import type { DirectoryPerson } from '../api/community-types';
import { matchesAllWords, searchWords } from '@/lib/search-text';

export { parseDirectorySearch, type DirectorySearch } from './search';

/**
 * Issue 10 item 5: search by name or street. The service matches the same way (name, street
 * address or title); matching again over the page keeps the list right whatever it sends.
 */
export function personMatches(person: DirectoryPerson, query: string): boolean {
  return matchesAllWords(searchWords(query), [
    person.name,
    person.title,
    person.address?.address1,
    person.address?.address2,
  ]);
}

export function visiblePeople(people: readonly DirectoryPerson[], query: string) {
  return people.filter((person) => personMatches(person, query));
}

/**
 * What a person chose to show, in reading order: a field the service left out is not shown at
 * all (no "hidden" placeholder that would tell others what they chose).
 */
export type PersonField = 'title' | 'phone' | 'email' | 'address';

export function shownFields(person: DirectoryPerson): PersonField[] {
  const fields: PersonField[] = [];
  if (person.title?.trim()) fields.push('title');
  if (person.phone?.trim()) fields.push('phone');
  if (person.email?.trim()) fields.push('email');
  if (person.address?.address1.trim()) fields.push('address');
  return fields;
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));
}
