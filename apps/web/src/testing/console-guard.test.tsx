// The guard itself: a component test must be able to fail on a console.error it did not expect (React's warnings,
// a request MSW has no handler for), and on one it said would come but never did.
import { describe, expect, it } from 'vitest';
import { checkConsoleGuard, expectConsoleError, startConsoleGuard } from './console-guard.ts';

/** Runs `body` under a guard of its own and returns what the guard's check threw, restoring setup's guard after. */
async function guarded(body: () => void | Promise<void>): Promise<Error | null> {
  checkConsoleGuard();
  startConsoleGuard();
  let thrown: Error | null = null;
  try {
    await body();
  } finally {
    try {
      checkConsoleGuard();
    } catch (error) {
      thrown = error as Error;
    }
    startConsoleGuard();
  }
  return thrown;
}

describe('console.error guard', () => {
  it('fails a test on an error it did not expect', async () => {
    const thrown = await guarded(() =>
      console.error('Warning: Each child in a list should have a unique "key" prop.'),
    );
    expect(thrown?.message).toMatch(/unexpected console.error: Warning: Each child in a list/);
  });

  it('lets through an error the test expects, and fails when the expected error never comes', async () => {
    expect(
      await guarded(() => {
        expectConsoleError('Placing the order failed');
        console.error('Placing the order failed', new Error('offline'));
      }),
    ).toBeNull();
    const thrown = await guarded(() => expectConsoleError(/Quantity update failed/));
    expect(thrown?.message).toMatch(
      /expected a console.error matching \/Quantity update failed\/, none came/,
    );
  });

  it('fails a test whose request no MSW handler answers', async () => {
    const thrown = await guarded(async () => {
      await expect(fetch('/api/no-such-endpoint')).rejects.toThrow();
    });
    expect(thrown?.message).toMatch(/unexpected console.error: .*GET .*\/api\/no-such-endpoint/s);
  });
});
