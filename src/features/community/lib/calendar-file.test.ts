import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/community.json';
import es from '../../../../public/locales/es/community.json';
import type { CommunityEvent, Reservation } from '../api/community-types';
import { calendarFile } from '@/lib/calendar-file';
import {
  calendarFileEvent,
  calendarFileName,
  calendarItems,
  canAddToCalendar,
  eventItem,
  reservationItem,
  type CalendarItem,
} from './calendar';

const translations: Record<'en' | 'es', TFunction> = {} as Record<'en' | 'es', TFunction>;

beforeAll(async () => {
  for (const [language, resource] of [
    ['en', en],
    ['es', es],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      ns: ['community'],
      defaultNS: 'community',
      resources: { [language]: { community: resource } },
      interpolation: { escapeValue: false },
    });
    translations[language] = instance.getFixedT(language, 'community');
  }
});

const meeting: CommunityEvent = {
  eventId: 13001,
  title: 'Annual meeting',
  description: 'Budget, elections; bring questions',
  start: '2026-12-10T18:30:00-06:00',
  end: '2026-12-10T20:30:00-06:00',
  allDay: false,
  location: 'Clubhouse',
  kind: 'meeting',
  associationId: 101,
};

const pavilion: Reservation = {
  id: 11002,
  associationId: 101,
  ownerId: 5001,
  propertyId: 2001,
  amenityId: 1502,
  amenityName: 'Pool pavilion',
  date: '2026-12-05',
  startTime: '12:00',
  endTime: '16:00',
  status: 'confirmed',
  decisionNote: 'Approved, keys at the office',
  createdAt: '2026-11-05T09:30:00Z',
};

const lines = (item: CalendarItem, language: 'en' | 'es' = 'en') =>
  calendarFile(calendarFileEvent(item, translations[language]), new Date('2026-12-01T00:00:00Z'))
    .replace(/\r\n /g, '')
    .split('\r\n');

const itemOf = (event: CommunityEvent) => {
  const item = eventItem(event);
  if (!item) throw new Error('unreadable event');
  return item;
};

describe('calendar items as .ics files', () => {
  it('writes a timed event at its wall clock, in the zone its offset stands for', () => {
    const file = lines(itemOf(meeting));
    expect(file).toContain('UID:event-13001@courtyard');
    expect(file).toContain('DTSTART;TZID=America/Chicago:20261210T183000');
    expect(file).toContain('DTEND;TZID=America/Chicago:20261210T203000');
    expect(file).toContain('SUMMARY:Annual meeting');
    expect(file).toContain('DESCRIPTION:Budget\\, elections\\; bring questions');
    expect(file).toContain('LOCATION:Clubhouse');
  });

  it('writes an Eastern event in New York time', () => {
    const item = itemOf({
      ...meeting,
      start: '2026-07-10T18:30:00-04:00',
      end: '2026-07-10T20:30:00-04:00',
    });
    expect(lines(item)).toContain('DTSTART;TZID=America/New_York:20260710T183000');
  });

  it('writes an all-day event as its days, the end exclusive', () => {
    const item = itemOf({
      ...meeting,
      eventId: 13002,
      kind: 'event',
      title: 'Holiday lights contest',
      allDay: true,
      start: '2026-12-18T00:00:00-06:00',
      end: '2026-12-20T00:00:00-06:00',
    });
    const file = lines(item);
    expect(file).toContain('DTSTART;VALUE=DATE:20261218');
    expect(file).toContain('DTEND;VALUE=DATE:20261220');
    expect(file.join('\n')).not.toContain('TZID');
  });

  it("gives a reservation its event copy's zone in the calendar, the business zone alone", () => {
    const copy: CommunityEvent = {
      ...meeting,
      eventId: 13005,
      kind: 'reservation',
      reservationId: 11002,
      start: '2026-12-05T12:00:00-06:00',
      end: '2026-12-05T16:00:00-06:00',
    };
    const [item] = calendarItems([copy], [pavilion]);
    expect(item && lines(item)).toContain('DTSTART;TZID=America/Chicago:20261205T120000');
    expect(lines(reservationItem(pavilion))).toContain(
      'DTSTART;TZID=America/New_York:20261205T120000',
    );
  });

  it('names a reservation and its note in the visitor’s language', () => {
    const item = reservationItem(pavilion);
    expect(lines(item)).toContain('SUMMARY:Pool pavilion reservation');
    expect(lines(item)).toContain(
      'DESCRIPTION:From the management company: Approved\\, keys at the office',
    );
    const spanish = lines(item, 'es');
    expect(spanish).toContain('SUMMARY:Reserva: Pool pavilion');
    expect(spanish.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:${es.reservations.decisionNote} Approved\\, keys at the office`,
    );
    expect(calendarFileName(item, translations.es)).toBe('Reserva: Pool pavilion-2026-12-05');
  });

  it('offers events, meetings and confirmed reservations only', () => {
    expect(canAddToCalendar(itemOf(meeting))).toBe(true);
    expect(canAddToCalendar(reservationItem(pavilion))).toBe(true);
    expect(canAddToCalendar(reservationItem({ ...pavilion, status: 'tentative' }))).toBe(false);
    expect(canAddToCalendar(reservationItem({ ...pavilion, status: 'declined' }))).toBe(false);
  });
});
