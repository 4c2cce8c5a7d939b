// The list's rules: the 24-hour read threshold, the shopper's read and deleted ids, the two promotions, the tabs.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_READ_AFTER_MS, type NotificationDraft } from './notification.ts';
import { applyLocalState, buildNotifications, inTab, isReadAt, tabCounts } from './notification-list.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;

function draft(id: string, date: string, type: NotificationDraft['type'] = 'order'): NotificationDraft {
  return {
    id,
    type,
    title: id,
    message: id,
    params: {},
    date,
    actionLink: '/',
    actionText: 'View',
    orderData: null,
  };
}

describe('isReadAt (24 hours, docs/behaviour/account.md#notifications)', () => {
  it.each([
    ['just now, not marked', ago(0), false, false],
    ['23 h 59 min old', ago(NOTIFICATION_READ_AFTER_MS - 60_000), false, false],
    ['exactly 24 h old', ago(NOTIFICATION_READ_AFTER_MS), false, false],
    ['24 h and a second old', ago(NOTIFICATION_READ_AFTER_MS + 1000), false, true],
    ['a week old', ago(7 * 24 * HOUR), false, true],
    ['new but marked read', ago(HOUR), true, true],
    ['in the future (skewed clock)', new Date(NOW.getTime() + HOUR).toISOString(), false, false],
    ['an unreadable date', 'not a date', false, false],
  ])('%s → read %s', (_, date, marked, read) => {
    expect(isReadAt(date, NOW, marked)).toBe(read);
  });
});

describe('applyLocalState', () => {
  it('drops deleted notices, marks read ones and old ones read, newest first', () => {
    const list = applyLocalState(
      [
        draft('old', ago(30 * HOUR)),
        draft('fresh', ago(HOUR)),
        draft('marked', ago(2 * HOUR)),
        draft('gone', ago(0)),
      ],
      NOW,
      { readIds: ['marked'], deletedIds: ['gone'] },
    );
    expect(list.map((n) => [n.id, n.read])).toEqual([
      ['fresh', false],
      ['marked', true],
      ['old', true],
    ]);
  });
});

describe('tabs', () => {
  it('count all, unread and each type', () => {
    const list = applyLocalState(
      [
        draft('o1', ago(HOUR)),
        draft('o2', ago(40 * HOUR)),
        draft('p1', ago(HOUR), 'promotion'),
        draft('s1', ago(0), 'system'),
      ],
      NOW,
      { readIds: ['s1'], deletedIds: [] },
    );
    expect(tabCounts(list)).toEqual({ All: 4, Unread: 2, Orders: 2, Promotions: 1, System: 1 });
    expect(
      list
        .filter((n) => inTab(n, 'Unread'))
        .map((n) => n.id)
        .sort(),
    ).toEqual(['o1', 'p1']);
  });
});

describe('buildNotifications', () => {
  it('always holds the two promotion notices, even with no orders', () => {
    const list = buildNotifications([], NOW, { readIds: [], deletedIds: [] });
    expect(list.map((n) => n.type)).toEqual(['promotion', 'promotion']);
    expect(list.map((n) => n.actionLink).sort()).toEqual(['/all-products', '/deals']);
  });

  it('leaves a deleted promotion out', () => {
    const [first] = buildNotifications([], NOW, { readIds: [], deletedIds: [] });
    const list = buildNotifications([], NOW, { readIds: [], deletedIds: [first!.id] });
    expect(list).toHaveLength(1);
    expect(list[0]!.id).not.toBe(first!.id);
  });
});
