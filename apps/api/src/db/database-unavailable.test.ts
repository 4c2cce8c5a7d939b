import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['connection failure class 08', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['lost mid-query', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'wrapped by Drizzle',
      new DrizzleQueryError('select 1', [], withCode('terminating connection', '57P01')),
    ],
    [
      'both addresses of localhost refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ],
  ])('an outage: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key value', '23505')],
    ['syntax error', withCode('syntax error at or near', '42601')],
    ['serialization failure', withCode('could not serialize access', '40001')],
    ['wrapped query error', new DrizzleQueryError('select', [], withCode('division by zero', '22012'))],
    ['plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('not an outage: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
