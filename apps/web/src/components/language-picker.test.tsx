import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLingui } from '@lingui/react/macro';
import { activateLanguage, i18n, initialLanguage } from '../lib/i18n';
import { createUser, signIn } from '../test/factories';
import { mockFetch, renderWithApp } from '../test/render';
import { LanguagePicker } from './language-picker';
import { LanguageSetting } from './language-setting';

/** A header with the picker and one translated link, as every layout has. */
function Header() {
  const { t } = useLingui();
  return (
    <header>
      <LanguagePicker />
      <a href="/login">{t`Get Started`}</a>
    </header>
  );
}

afterEach(async () => {
  await activateLanguage('en');
});

describe('choosing a language', () => {
  it('a visitor’s choice changes the page and <html lang> at once and is remembered', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([{ path: '/v1/auth/session', body: { data: null } }]);
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'App language' }), 'Hausa');
    expect(await screen.findByRole('link', { name: 'Fara Yanzu' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Harshen manhaja' })).toHaveValue('ha');
    expect(document.documentElement.lang).toBe('ha');
    expect(initialLanguage()).toBe('ha');
    // Signed out, nothing is sent.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('a signed-in officer’s choice is saved on the profile', async () => {
    const u = userEvent.setup();
    const user = createUser();
    const calls = mockFetch([
      signIn(user),
      {
        method: 'PUT',
        path: '/v1/profile/language',
        body: { data: { ...user, language: 'fr' } },
      },
    ]);
    renderWithApp(<LanguageSetting />);
    await u.selectOptions(screen.getByRole('combobox', { name: 'App language' }), 'Français');
    expect(await screen.findByRole('combobox', { name: 'Langue de l’application' })).toHaveValue(
      'fr',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'fr' }),
    );
    expect(
      screen.getByText(
        'L’application et les e-mails que nous vous envoyons utilisent cette langue.',
      ),
    ).toBeInTheDocument();
  });

  it('a signed-in officer sees the language of their profile', async () => {
    mockFetch([signIn(createUser({ language: 'yo' }))]);
    renderWithApp(<LanguagePicker />);
    expect(await screen.findByRole('combobox', { name: 'Èdè ìṣàfilọ́lẹ̀' })).toHaveValue('yo');
    expect(i18n.locale).toBe('yo');
  });

  it('a first visit takes the first of the browser’s languages the app speaks, else English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['de-DE', 'ig-NG', 'en']);
    expect(initialLanguage()).toBe('ig');
    languages.mockReturnValue(['de-DE', 'es']);
    expect(initialLanguage()).toBe('en');
  });
});
