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
    // Found by the fault test (database-outage.faults.test.ts): the database dropped, then recreated empty.
    ['database dropped', withCode('database "haat" does not exist', '3D000')],
    [
      'database dropped, wrapped by Drizzle',
      new DrizzleQueryError('select 1', [], withCode('database "haat" does not exist', '3D000')),
    ],
    [
      'a table missing during a restore, wrapped by Drizzle',
      new DrizzleQueryError('select', [], withCode('relation "products" does not exist', '42P01')),
    ],
    ['database dropped under the session', withCode('terminating connection: database dropped', '57P04')],
    ['disk full', withCode('could not extend file', '53100')],
    ['credentials refused', withCode('password authentication failed for user "haat"', '28P01')],
    ['a standby after failover', withCode('cannot execute UPDATE in a read-only transaction', '25006')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['connect timeout', withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT')],
    ['name lookup failed for now', withCode('getaddrinfo EAI_AGAIN db', 'EAI_AGAIN')],
    ['pool connect timeout', new Error('Connection terminated due to connection timeout')],
    [
      'client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['client closed', new Error('Client was closed and is not queryable')],
    ['pool closing', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', new Error('PGlite is closed')],
    [
      "a failed rollback's error, wrapped by Drizzle",
      new DrizzleQueryError(
        'rollback',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ],
    [
      'a cause two levels down',
      new Error('loading the cart', {
        cause: new DrizzleQueryError('select', [], withCode('the database system is shutting down', '57P03')),
      }),
    ],
  ])('an outage: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key value', '23505')],
    ['syntax error', withCode('syntax error at or near', '42601')],
    ['serialization failure', withCode('could not serialize access', '40001')],
    ['wrapped query error', new DrizzleQueryError('select', [], withCode('division by zero', '22012'))],
    ['a column of ours missing', withCode('column "colour" does not exist', '42703')],
    ['a function of ours missing', withCode('function simlarity(text, text) does not exist', '42883')],
    ['statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['deadlock', withCode('deadlock detected', '40P01')],
    ['check violation', withCode('new row violates check constraint "stock_non_negative"', '23514')],
    ['a message that only mentions a connection', new Error('Connection string is invalid')],
    ['plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('not an outage: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
