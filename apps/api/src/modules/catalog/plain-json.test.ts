import { describe, expect, it } from 'vitest';
import { toJson } from './plain-json.ts';

describe('toJson', () => {
  it('writes JSON, and the same object once', () => {
    const answer = { success: true, products: [{ id: 'a' }] };
    const first = toJson(answer);
    expect(first).toBe('{"success":true,"products":[{"id":"a"}]}');
    // Remembered by identity: the same object gives the same string without writing it again.
    answer.products.push({ id: 'b' });
    expect(toJson(answer)).toBe(first);
    // Another object with the same content is written afresh.
    expect(toJson({ ...answer })).toBe('{"success":true,"products":[{"id":"a"},{"id":"b"}]}');
    expect(toJson(null)).toBe('null');
    expect(toJson('text')).toBe('"text"');
  });
});
