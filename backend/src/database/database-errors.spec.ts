import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, isDataError } from './database-errors.js';

/** What pg raises for a server error: an Error carrying the SQLSTATE in `code`. */
const pgError = (code: string) => Object.assign(new Error(`server said ${code}`), { code });
const queryFailed = (driverError: Error) => new QueryFailedError('INSERT ...', [], driverError);

describe('database error classes', () => {
  it.each(['23505', '23503', '22001', '22P02'])('SQLSTATE %s is a data error, not unavailability', (code) => {
    expect(isDataError(queryFailed(pgError(code)))).toBe(true);
    expect(isDatabaseUnavailable(queryFailed(pgError(code)))).toBe(false);
  });

  it.each([
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection cut mid-query', queryFailed(new Error('Connection terminated unexpectedly'))],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a refusal on every address',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ],
    ['too many connections (53300)', pgError('53300')],
    ['an administrator shutdown (57P01)', queryFailed(pgError('57P01'))],
    ['a connection failure (08006)', pgError('08006')],
  ])('%s: the database is unavailable, not a data error', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDataError(error)).toBe(false);
  });

  it('a bug (undefined table, a TypeError) is neither', () => {
    for (const error of [queryFailed(pgError('42P01')), new TypeError('x is undefined')]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDataError(error)).toBe(false);
    }
  });
});
