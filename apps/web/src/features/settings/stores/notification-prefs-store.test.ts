import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFS, normaliseNotificationPrefs } from './notification-prefs-store.ts';

describe('normaliseNotificationPrefs', () => {
  it('gives the defaults for nothing or junk', () => {
    expect(normaliseNotificationPrefs(undefined)).toEqual(DEFAULT_NOTIFICATION_PREFS);
    expect(normaliseNotificationPrefs('yes')).toEqual(DEFAULT_NOTIFICATION_PREFS);
  });

  it('keeps known boolean choices and drops the rest', () => {
    const prefs = normaliseNotificationPrefs({ promotions: false, push: true, sms: 'no', extra: true });
    expect(prefs).toEqual({ ...DEFAULT_NOTIFICATION_PREFS, promotions: false, push: true });
    expect(prefs).not.toHaveProperty('extra');
  });
});
