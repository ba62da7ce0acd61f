import { describe, expect, it } from 'vitest';
import { birthdayTreatDue } from './birthday-rule.ts';

describe('the birthday treat is due in the birthday month, on Jamaica time (UTC−5, no daylight saving)', () => {
  it('23:30 on 31 March in Jamaica is still March, though UTC reads 1 April', () => {
    const lastHalfHour = new Date('2027-04-01T04:30:00Z');
    expect(birthdayTreatDue('1990-03-14', lastHalfHour)).toMatchObject({ year: 2027, month: 3 });
    expect(birthdayTreatDue('1990-04-14', lastHalfHour)).toBeNull();
  });

  it('00:30 on 1 April in Jamaica is April, though UTC is only 05:30 on the same day', () => {
    expect(birthdayTreatDue('1990-03-14', new Date('2027-04-01T05:30:00Z'))).toBeNull();
    expect(birthdayTreatDue('1990-04-14', new Date('2027-04-01T05:30:00Z'))).toMatchObject({ month: 4 });
  });

  it('the first minutes of a month in UTC are still the month before in Jamaica (19:00 the evening before)', () => {
    expect(birthdayTreatDue('1990-06-02', new Date('2027-07-01T00:00:00Z'))).toMatchObject({ month: 6 });
    expect(birthdayTreatDue('1990-07-02', new Date('2027-07-01T00:00:00Z'))).toBeNull();
  });

  it('the year is the one on Jamaica’s wall clock: New Year’s Eve at 23:30 is December of the old year', () => {
    expect(birthdayTreatDue('1980-12-25', new Date('2028-01-01T04:30:00Z'))).toMatchObject({ year: 2027, month: 12 });
    expect(birthdayTreatDue('1980-01-25', new Date('2028-01-01T04:30:00Z'))).toBeNull();
  });

  it('a 29 February birthdate has its treat in February in a non-leap year as in a leap year', () => {
    expect(birthdayTreatDue('2000-02-29', new Date('2027-02-01T05:00:00Z'))).toMatchObject({ year: 2027 });
    expect(birthdayTreatDue('2000-02-29', new Date('2027-03-01T04:59:59Z'))).toMatchObject({ year: 2027 });
    expect(birthdayTreatDue('2000-02-29', new Date('2027-03-01T05:00:00Z'))).toBeNull();
    expect(birthdayTreatDue('2000-02-29', new Date('2028-02-29T12:00:00Z'))).toMatchObject({ year: 2028 });
  });

  it('is valid to the last moment of the birthday month in Jamaica', () => {
    const due = birthdayTreatDue('1990-02-10', new Date('2027-02-03T15:00:00Z'));
    // 28 Feb 2027, 23:59:59.999 in Jamaica.
    expect(due?.expiresAt.toISOString()).toBe('2027-03-01T04:59:59.999Z');
    const leap = birthdayTreatDue('1990-02-10', new Date('2028-02-03T15:00:00Z'));
    expect(leap?.expiresAt.toISOString()).toBe('2028-03-01T04:59:59.999Z');
  });

  it('issued in the last week of the month, it is still good for 7 days', () => {
    // 30 March 2027, 10:00 in Jamaica: valid to the end of 6 April in Jamaica.
    const due = birthdayTreatDue('1990-03-14', new Date('2027-03-30T15:00:00Z'));
    expect(due?.expiresAt.toISOString()).toBe('2027-04-07T04:59:59.999Z');
  });

  it('answers null for a date it cannot read', () => {
    expect(birthdayTreatDue('', new Date('2027-03-30T15:00:00Z'))).toBeNull();
  });
});
