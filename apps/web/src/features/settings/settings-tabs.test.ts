import { describe, expect, it } from 'vitest';
import { settingsTabFrom } from './settings-tabs.ts';

describe('settingsTabFrom', () => {
  it('opens the tab named in the navigation state', () => {
    expect(settingsTabFrom({ activeTab: 'security' }, '')).toBe('security');
  });

  it('prefers the navigation state over ?tab=', () => {
    expect(settingsTabFrom({ activeTab: 'addresses' }, '?tab=payment')).toBe('addresses');
  });

  it('reads ?tab= when the state names no tab', () => {
    expect(settingsTabFrom(null, '?tab=payment')).toBe('payment');
    expect(settingsTabFrom({ from: '/cart' }, '?tab=notifications')).toBe('notifications');
  });

  it('falls through unknown values to the profile tab', () => {
    expect(settingsTabFrom({ activeTab: 'billing' }, '?tab=admin')).toBe('profile');
    expect(settingsTabFrom({ activeTab: 7 }, '')).toBe('profile');
    expect(settingsTabFrom(undefined, '')).toBe('profile');
    expect(settingsTabFrom('security', '?tab=Security')).toBe('profile');
  });

  it('skips an unknown state value but still honours ?tab=', () => {
    expect(settingsTabFrom({ activeTab: 'billing' }, '?tab=security')).toBe('security');
  });
});
