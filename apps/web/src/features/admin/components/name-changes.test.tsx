import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNameChange } from '@dpts/contract/admin';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { NameChanges } from './name-changes';

const request: TNameChange = {
  _id: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
  officer: { _id: 'u1', firstName: 'Halima', lastName: 'Sani-Bello', email: 'halima@example.com' },
  current: { firstName: 'Halima', lastName: 'Sani' },
  requested: { firstName: 'Halima', lastName: 'Sani-Bello' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('NameChanges', () => {
  it('shows the name certificates are checked against and the one asked for; approves it', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      signIn(createUser({ role: 'admin' })),
      {
        path: '/v1/super/name-changes',
        body: { data: { items: [request], page: 1, limit: 10, total: 1, totalCapped: false } },
      },
      {
        method: 'POST',
        path: `/v1/super/name-changes/${request._id}/approve`,
        body: {
          data: { _id: request._id, state: 'approved' },
          message: 'Name change approved: certificates are now checked against the new name',
        },
      },
    ]);
    renderWithApp(<NameChanges />, { path: '/review' });
    const row = await screen.findByRole('row', { name: /halima@example.com/ });
    expect(row).toHaveTextContent('Halima Sani');
    expect(row).toHaveTextContent('Halima Sani-Bello');
    await u.click(
      within(row).getByRole('button', { name: 'Approve Halima Sani-Bello for halima@example.com' }),
    );
    await screen.findByText(
      'Name change approved: certificates are now checked against the new name',
    );
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/approve'))).toBe(true);
  });
});
