/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil), as Date.UTC counts them. */
function daysSinceEpoch(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const ZERO = 48;

/** Two decimal digits at `i`, or -1. */
function twoDigits(text: string, i: number): number {
  const a = text.charCodeAt(i) - ZERO;
  const b = text.charCodeAt(i + 1) - ZERO;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * The epoch milliseconds of `text.slice(from, from + length)` when it has CSGORoll's form,
 * `YYYY-MM-DDTHH:MM:SS.mmmZ`, with a day up to 28 (every month has it): computed in place, as
 * Date.parse would answer, without making the string. NaN for any other text: the caller then asks
 * Date.parse itself, so both paths always agree.
 */
export function isoMillis(text: string, from: number, length: number): number {
  if (
    length !== 24 ||
    text.charCodeAt(from + 4) !== 45 ||
    text.charCodeAt(from + 7) !== 45 ||
    text.charCodeAt(from + 10) !== 84 ||
    text.charCodeAt(from + 13) !== 58 ||
    text.charCodeAt(from + 16) !== 58 ||
    text.charCodeAt(from + 19) !== 46 ||
    text.charCodeAt(from + 23) !== 90
  )
    return NaN;
  const century = twoDigits(text, from);
  const year = twoDigits(text, from + 2);
  const month = twoDigits(text, from + 5);
  const day = twoDigits(text, from + 8);
  const hour = twoDigits(text, from + 11);
  const minute = twoDigits(text, from + 14);
  const second = twoDigits(text, from + 17);
  const msHigh = twoDigits(text, from + 20);
  const msLow = text.charCodeAt(from + 22) - ZERO;
  if (
    century >= 19 &&
    year >= 0 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 28 &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59 &&
    msHigh >= 0 &&
    msLow >= 0 &&
    msLow <= 9
  )
    return (
      daysSinceEpoch(century * 100 + year, month, day) * 86_400_000 +
      hour * 3_600_000 +
      minute * 60_000 +
      second * 1000 +
      msHigh * 10 +
      msLow
    );
  return NaN;
}
