// A component test fails on a console.error it did not expect: React's act() and key warnings, a failed request
// logged by the code, an MSW request with no handler. A test that means to provoke one says so with
// expectConsoleError, and then fails if that error never came.
import { vi, type MockInstance } from 'vitest';

type Pattern = string | RegExp;

let calls: unknown[][] = [];
let expected: Pattern[] = [];
let spy: MockInstance<typeof console.error> | undefined;

function describeValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const matches = (text: string, pattern: Pattern) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

/** The test logs an error matching each pattern (at least once each), on purpose. */
export function expectConsoleError(...patterns: Pattern[]): void {
  expected.push(...patterns);
}

/** beforeEach: console.error is recorded, not printed. */
export function startConsoleGuard(): void {
  calls = [];
  expected = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
}

/** afterEach: throws (failing the test) on an unexpected error, or an expected one that never came. */
export function checkConsoleGuard(): void {
  spy?.mockRestore();
  spy = undefined;
  const messages = calls.map((args) => args.map(describeValue).join(' '));
  const unexpected = messages.filter((message) => !expected.some((pattern) => matches(message, pattern)));
  const missing = expected.filter((pattern) => !messages.some((message) => matches(message, pattern)));
  calls = [];
  expected = [];
  const problems = [
    ...unexpected.map((message) => `unexpected console.error: ${message.slice(0, 2000)}`),
    ...missing.map((pattern) => `expected a console.error matching ${String(pattern)}, none came`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
