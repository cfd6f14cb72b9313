import { describe, expect, it } from 'vitest';
import { returnPath } from './return-to';

describe('returnPath', () => {
  it('goes back to the page the guard kept, query and all', () => {
    expect(returnPath({ from: '/leagues/discover?league=abc' })).toBe(
      '/leagues/discover?league=abc',
    );
  });

  it('goes to the dashboard without one, or for anything that is not a path of this site', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 42 },
      { from: 'https://evil.example/x' },
      { from: '//evil.example/x' },
      { from: '/\\evil.example' },
      { from: '/login' },
      { from: '/login/with-email?x=1' },
    ])
      expect(returnPath(state), JSON.stringify(state)).toBe('/dashboard');
  });
});
