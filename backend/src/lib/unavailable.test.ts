import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable.ts';

describe('isUnavailable (503, not 500, while PostgreSQL or Redis is away)', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [new Error('Connection terminated unexpectedly')],
    [new Error('Client has encountered a connection error and is not queryable')],
    [new Error('Client was closed and is not queryable')],
    [new Error('the database system is starting up')],
    [{ message: 'wrapped', cause: new Error('Connection is closed.') }],
  ])('recognises %s', (err) => {
    expect(isUnavailable(err)).toBe(true);
  });

  it.each([[new Error('duplicate key value violates unique constraint')], [undefined], [{ code: '23505' }]])(
    'leaves %s a real error',
    (err) => {
      expect(isUnavailable(err)).toBe(false);
    },
  );
});
