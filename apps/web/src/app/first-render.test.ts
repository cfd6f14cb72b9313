import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { rendersAsBuilt } from './first-render';

function builtRoot(path: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  return root;
}

describe('whether a page may be hydrated as built', () => {
  it('hydrates the built page for a visitor who opens its plain address', () => {
    expect(rendersAsBuilt(builtRoot('/login'), { pathname: '/login', search: '' }, null)).toBe(
      true,
    );
  });

  it('draws afresh wherever the first render differs from the build', () => {
    const at = (pathname: string, search = '') => ({ pathname, search });
    // Not built for this address (the app shell, or another page's HTML).
    expect(rendersAsBuilt(document.createElement('div'), at('/login'), null)).toBe(false);
    expect(rendersAsBuilt(builtRoot('/login'), at('/login/with-email'), null)).toBe(false);
    // A reset link's token, an invite: the page opens differently.
    expect(rendersAsBuilt(builtRoot('/login'), at('/login', '?token=abc'), null)).toBe(false);
    // History state kept over a reload (where a guard sent the officer from).
    const state = { usr: { from: '/dashboard' }, key: 'k', idx: 0 };
    expect(rendersAsBuilt(builtRoot('/login'), at('/login'), state)).toBe(false);
    expect(rendersAsBuilt(builtRoot('/login'), at('/login'), { key: 'k', idx: 0 })).toBe(true);
  });

  it('draws afresh in a language other than the English the page was built in', () => {
    const here = { pathname: '/', search: '' };
    expect(rendersAsBuilt(builtRoot('/'), here, null, 'en')).toBe(true);
    expect(rendersAsBuilt(builtRoot('/'), here, null, 'ha')).toBe(false);
  });

  it('draws afresh for a remembered officer and for a sign-up in progress', () => {
    const here = { pathname: '/', search: '' };
    signIn(createUser());
    expect(rendersAsBuilt(builtRoot('/'), here, null)).toBe(false);
    window.localStorage.clear();
    window.sessionStorage.setItem('dpts:signup-draft', JSON.stringify({ step: 2, values: {} }));
    expect(rendersAsBuilt(builtRoot('/'), here, null)).toBe(false);
  });
});
