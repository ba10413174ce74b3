import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarFile,
  escapeText,
  foldLine,
  saveCalendarFile,
  timeZoneLines,
  type CalendarFileEvent,
} from './calendar-file';

const NOW = new Date('2026-12-01T17:04:05.678Z');

const meeting: CalendarFileEvent = {
  uid: 'event-13001@courtyard',
  summary: 'Annual meeting',
  description: 'Budget, elections; bring your questions',
  location: 'Clubhouse',
  when: {
    allDay: false,
    timeZone: 'America/New_York',
    startDay: '2026-12-10',
    startTime: '18:30',
    endDay: '2026-12-10',
    endTime: '20:30',
  },
};

/** The unfolded content lines of a file. */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

/** One VTIMEZONE observance, as the lines it has. */
const observance = (kind: string, start: string, from: string, to: string) => [
  `BEGIN:${kind}`,
  `DTSTART:${start}`,
  `TZOFFSETFROM:${from}`,
  `TZOFFSETTO:${to}`,
  `END:${kind}`,
];

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('drops control characters but keeps tabs and letters of any script', () => {
    expect(escapeText('Pago\u0007 de\tcuota: 1.234,56 US$ — ¿sí?')).toBe(
      'Pago de\tcuota: 1.234\\,56 US$ — ¿sí?',
    );
  });
});

describe('foldLine', () => {
  const octets = (line: string) => new TextEncoder().encode(line).length;

  it('leaves a line of 75 octets whole and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
  it('keeps every line within 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'Reunión añual ✓ 🏠 '.repeat(12)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('calendarFile', () => {
  it('is one published VEVENT with CRLF line endings, a UTC DTSTAMP and escaped texts', () => {
    const text = calendarFile(meeting, NOW);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(text);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Courtyard//Homeowner portal//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('UID:event-13001@courtyard');
    expect(lines).toContain('DTSTAMP:20261201T170405Z');
    expect(lines).toContain('SUMMARY:Annual meeting');
    expect(lines).toContain('DESCRIPTION:Budget\\, elections\\; bring your questions');
    expect(lines).toContain('LOCATION:Clubhouse');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('writes a timed item in its zone, with the VTIMEZONE of that zone', () => {
    const lines = linesOf(calendarFile(meeting, NOW));
    expect(lines).toContain('DTSTART;TZID=America/New_York:20261210T183000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20261210T203000');
    expect(lines).toContain('TZID:America/New_York');
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('TRANSP:OPAQUE');
  });

  it('writes an all-day item as dates, the end exclusive, with no zone', () => {
    const text = calendarFile(
      {
        uid: 'scheduled-payment-8101@courtyard',
        summary: 'Scheduled payment: $200.00 from Mastercard ending in 4444',
        when: { allDay: true, firstDay: '2026-12-31', lastDay: '2026-12-31' },
        free: true,
      },
      NOW,
    );
    const lines = linesOf(text);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('TRANSP:TRANSPARENT');
    expect(text).not.toContain('TZID');
    expect(text).not.toContain('VTIMEZONE');
    expect(
      lines.some((line) => line.startsWith('DESCRIPTION') || line.startsWith('LOCATION')),
    ).toBe(false);
  });

  it('folds long Spanish texts at 75 octets and keeps them whole when unfolded', () => {
    const summary =
      'Pago programado: 1234,56 US$ con Cuenta corriente terminada en 6789, Banco Comunitario';
    const text = calendarFile({ ...meeting, summary }, NOW);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(linesOf(text)).toContain(`SUMMARY:${escapeText(summary)}`);
  });

  it('writes the local time of a day clocks change, with that change in the VTIMEZONE', () => {
    // March 8, 2026 and November 1, 2026: New York springs forward and falls back at 2 am.
    const spring = linesOf(
      calendarFile(
        {
          ...meeting,
          when: {
            allDay: false,
            timeZone: 'America/New_York',
            startDay: '2026-03-08',
            startTime: '18:30',
            endDay: '2026-03-08',
            endTime: '20:30',
          },
        },
        NOW,
      ),
    );
    expect(spring).toContain('DTSTART;TZID=America/New_York:20260308T183000');
    const zone = spring.slice(spring.indexOf('BEGIN:VTIMEZONE'), spring.indexOf('END:VTIMEZONE'));
    expect(zone.join('\n')).toContain(
      observance('DAYLIGHT', '20260308T020000', '-0500', '-0400').join('\n'),
    );
    expect(zone.join('\n')).toContain(
      observance('STANDARD', '20261101T020000', '-0400', '-0500').join('\n'),
    );
  });
});

describe('timeZoneLines', () => {
  it("reads the zone's offsets: the one in force on January 1, then each change of the year", () => {
    expect(timeZoneLines('America/Chicago', 2026, 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      ...observance('STANDARD', '20251231T180000', '-0600', '-0600'),
      ...observance('DAYLIGHT', '20260308T020000', '-0600', '-0500'),
      ...observance('STANDARD', '20261101T020000', '-0500', '-0600'),
      'END:VTIMEZONE',
    ]);
  });
  it('gives a zone without daylight saving time one observance', () => {
    expect(timeZoneLines('America/Phoenix', 2026, 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Phoenix',
      ...observance('STANDARD', '20251231T170000', '-0700', '-0700'),
      'END:VTIMEZONE',
    ]);
  });
  it('covers every year an item spans', () => {
    const lines = timeZoneLines('America/New_York', 2026, 2027);
    expect(lines.filter((line) => line === 'BEGIN:DAYLIGHT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20270314T020000');
  });
});

describe('saveCalendarFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  it('saves <name>.ics typed text/calendar, the name made safe', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:https://portal.test/2';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    saveCalendarFile(meeting, 'Reunión anual 2026-12-10');
    expect(names).toEqual(['Reunion-anual-2026-12-10.ics']);
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await created[0]?.text()).toContain('DTSTART;TZID=America/New_York:20261210T183000');
  });
});
