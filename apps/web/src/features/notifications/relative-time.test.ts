// Relative times (docs/behaviour/account.md#notifications): Just now, minutes, hours, days under 7, then the date.
import { describe, expect, it } from 'vitest';
import { formatRelativeTime, intlLocaleOf, relativeTimeOf } from './relative-time.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTimeOf', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [59_999, { kind: 'justNow' }],
    [MIN, { kind: 'ago', value: 1, unit: 'minute' }],
    [59 * MIN + 59_000, { kind: 'ago', value: 59, unit: 'minute' }],
    [HOUR, { kind: 'ago', value: 1, unit: 'hour' }],
    [23 * HOUR + 59 * MIN, { kind: 'ago', value: 23, unit: 'hour' }],
    [DAY, { kind: 'ago', value: 1, unit: 'day' }],
    [7 * DAY - 1, { kind: 'ago', value: 6, unit: 'day' }],
    [-5 * MIN, { kind: 'justNow' }],
  ])('%i ms ago → %j', (elapsed, expected) => {
    expect(relativeTimeOf(ago(elapsed), NOW)).toEqual(expected);
  });

  it('gives the date itself from 7 days on', () => {
    expect(relativeTimeOf(ago(7 * DAY), NOW)).toEqual({ kind: 'date', date: ago(7 * DAY) });
  });
});

describe('formatRelativeTime', () => {
  it('says it in Indian English', () => {
    const say = (ms: number) => formatRelativeTime(ago(ms), NOW, 'en-IN', 'Just now');
    expect(say(10_000)).toBe('Just now');
    expect(say(5 * MIN)).toBe('5 minutes ago');
    expect(say(1 * MIN)).toBe('1 minute ago');
    expect(say(3 * HOUR)).toBe('3 hours ago');
    expect(say(2 * DAY)).toBe('2 days ago');
    expect(say(10 * DAY)).toBe('12 Nov 2026');
  });

  it('says it in the shopper’s language', () => {
    expect(formatRelativeTime(ago(3 * HOUR), NOW, 'hi-IN', 'अभी')).toBe('3 घंटे पहले');
    expect(formatRelativeTime(ago(0), NOW, 'hi-IN', 'अभी')).toBe('अभी');
  });
});

describe('intlLocaleOf', () => {
  it('adds India to the language, with Latin digits', () => {
    expect(intlLocaleOf('en')).toBe('en-IN-u-nu-latn');
    expect(intlLocaleOf('ta')).toBe('ta-IN-u-nu-latn');
    expect(intlLocaleOf('en-US')).toBe('en-IN-u-nu-latn');
  });
});
