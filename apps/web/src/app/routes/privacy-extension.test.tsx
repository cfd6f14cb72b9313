import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { learningSites } from '@dpts/contract';
import { mockFetch, renderWithApp } from '../../test/render';
import PrivacyExtensionPage from './privacy-extension';

describe('/privacy-policy/for-extension', () => {
  it('names every tracked site and what is recorded, kept and sent', async () => {
    mockFetch([]);
    renderWithApp(<PrivacyExtensionPage />, { path: '/privacy-policy/for-extension' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Privacy Policy for the browser extension',
      }),
    ).toBeVisible();
    const where = screen.getByText(/runs only on DigiPoints itself/);
    for (const site of learningSites) expect(where.textContent).toContain(site.name);
    for (const heading of [
      'What it records',
      'What it sends, and to whom',
      'What it keeps on your device',
      'Deleting it',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(screen.getByText(/Signing out of DigiPoints deletes everything/)).toBeVisible();
  });
});
