// The local read and deleted ids: no duplicates, the newest 500, hand-edited storage cleaned, per account.
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_IDS_MAX,
  normaliseAccounts,
  normaliseIds,
  withAccountIds,
  withIds,
} from './notification-state-store.ts';

describe('withIds', () => {
  it('appends new ids once', () => {
    expect(withIds(['a'], ['b', 'a', 'b', ''])).toEqual(['a', 'b']);
  });

  it('keeps the newest 500', () => {
    const many = Array.from({ length: NOTIFICATION_IDS_MAX }, (_, i) => `n${i}`);
    const next = withIds(many, ['new']);
    expect(next).toHaveLength(NOTIFICATION_IDS_MAX);
    expect(next.at(-1)).toBe('new');
    expect(next).not.toContain('n0');
  });
});

describe('normalise', () => {
  it('keeps strings only, distinct', () => {
    expect(normaliseIds(['a', 3, null, 'a', '', 'b'])).toEqual(['a', 'b']);
    expect(normaliseIds('a')).toEqual([]);
  });

  it('cleans every account and drops what is not an object', () => {
    expect(normaliseAccounts({ u1: { readIds: ['x', 'x'], deletedIds: 'y' }, u2: null })).toEqual({
      u1: { readIds: ['x'], deletedIds: [] },
      u2: { readIds: [], deletedIds: [] },
    });
    expect(normaliseAccounts([1, 2])).toEqual({});
  });
});

describe('withAccountIds', () => {
  it('keeps each account’s read and deleted ids apart', () => {
    let accounts = withAccountIds({}, 'u1', 'readIds', ['a', 'b']);
    accounts = withAccountIds(accounts, 'u1', 'deletedIds', ['c']);
    accounts = withAccountIds(accounts, 'u2', 'readIds', ['z']);
    accounts = withAccountIds(accounts, 'u1', 'readIds', ['b', 'd']);
    expect(accounts).toEqual({
      u1: { readIds: ['a', 'b', 'd'], deletedIds: ['c'] },
      u2: { readIds: ['z'], deletedIds: [] },
    });
  });
});
