import { JAMAICA_TIME_ZONE } from '@portal/contracts/jamaica-time';
import type { Transaction } from '@portal/contracts/provider/account';
import { transactionLabel } from '@portal/contracts/transaction-label';

/** The CSV's columns, in order. */
export const CSV_HEADER = ['Date', 'Time', 'Type', 'Description', 'Store', 'Receipt (JMD)', 'Points', 'Tier bonus'];

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: JAMAICA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: JAMAICA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (starting with = + - @, tab or return) gets a leading
 * apostrophe (OWASP "CSV injection"); numbers are written as numbers.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A transaction as a CSV line (with its CRLF), dates and times in Jamaica. */
export function csvLine(transaction: Transaction): string {
  const at = new Date(transaction.occurredAt);
  return `${[
    DAY.format(at),
    TIME.format(at),
    transactionLabel(transaction),
    transaction.description,
    transaction.location,
    transaction.amountJmd === null ? null : transaction.amountJmd.toFixed(2),
    transaction.points,
    transaction.bonusPoints,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}
