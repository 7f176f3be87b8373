import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

// Newer ICU puts a narrow no-break space before AM/PM; browsers show a plain space, as formatDateTime does.
const plain = (text: string) => text.replace(/\u202f/g, ' ');
const dates = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('formatDate and formatDateTime', () => {
  it('write a date as toLocaleDateString / toLocaleString("en-US") do, in local time', () => {
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatDate(date)).toBe(date.toLocaleDateString('en-US'));
        expect(formatDateTime(date)).toBe(plain(date.toLocaleString('en-US')));
      }),
    );
  });

  it('writes midnight and noon as 12 AM and 12 PM', () => {
    expect(formatDateTime(new Date(2026, 10, 26, 0, 5, 9))).toBe('11/26/2026, 12:05:09 AM');
    expect(formatDateTime(new Date(2026, 10, 26, 12, 0, 0))).toBe('11/26/2026, 12:00:00 PM');
    expect(formatDate(new Date(2026, 0, 2))).toBe('1/2/2026');
  });
});
