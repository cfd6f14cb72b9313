import { describe, expect, it } from 'vitest';
import { isConnectionError, parseLsn } from './replica.ts';

describe('replica routing helpers', () => {
  it('orders WAL positions as PostgreSQL writes them', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn(null)).toBe(0n);
  });

  it('tells a server that went away from a bad query, along the cause chain', () => {
    expect(isConnectionError({ code: '57P01' })).toBe(true);
    expect(isConnectionError({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError({ message: 'Failed query', cause: { code: '57P03' } })).toBe(true);
    expect(isConnectionError({ code: '23505' })).toBe(false);
    expect(isConnectionError(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});
