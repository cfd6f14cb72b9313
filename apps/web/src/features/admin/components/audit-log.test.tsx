import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { auditEntities, type TAuditEntry } from '@dpts/contract/admin';
import { activateLanguage, loadCatalogs } from '../../../lib/i18n';
import { mockFetch, renderWithApp } from '../../../test/render';
import { AuditLog } from './audit-log';

// The shape the server answers (apps/server/src/features/admin/audit.ts): a reward edited.
const edited: TAuditEntry = {
  _id: '7',
  action: 'reward.update',
  entity: 'reward',
  entityId: 'r1',
  actor: { _id: 'a1', email: 'chief@example.com' },
  before: { name: 'Airtime MTN', cost: 200, isActive: true, giftWrap: 'none' },
  after: { name: 'Airtime MTN', cost: 250, isActive: false, giftWrap: 'ribbon' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

function answerOne(entry: TAuditEntry) {
  mockFetch([
    {
      path: '/v1/super/audit',
      body: { data: { items: [entry], page: 1, limit: 20, total: 1, totalCapped: false } },
    },
  ]);
}

describe('AuditLog', () => {
  afterEach(() => activateLanguage('en'));

  it('names what changed and its fixed values in English, as before → after', async () => {
    answerOne(edited);
    renderWithApp(<AuditLog />, { path: '/audit' });
    const row = await screen.findByRole('row', { name: /Edited reward/ });
    expect(row).toHaveTextContent('Cost (dpts): 200 → 250');
    expect(row).toHaveTextContent('Active: Yes → No');
    // The name did not change, so it is not listed as a change.
    expect(within(row).getAllByText(/Airtime MTN/)).toHaveLength(1);
  });

  it('reads the fields and values it knows in Hausa, and one it does not know as written', async () => {
    await activateLanguage('ha');
    await loadCatalogs(['admin']);
    answerOne(edited);
    renderWithApp(<AuditLog />, { path: '/audit' });
    const row = await screen.findByRole('row', { name: /An gyara lada/ });
    expect(row).toHaveTextContent('Farashi (dpts): 200 → 250');
    expect(row).toHaveTextContent("Ee → A'a");
    expect(row).not.toHaveTextContent('Cost');
    expect(row).toHaveTextContent('giftWrap: none → ribbon');
  });

  it('offers every kind of record in its filter, each once', async () => {
    answerOne(edited);
    renderWithApp(<AuditLog />, { path: '/audit' });
    const filter = await screen.findByRole('combobox', { name: 'Show changes to' });
    const values = within(filter)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).toHaveLength(auditEntities.length + 1);
    expect(new Set(values)).toEqual(new Set(['', ...auditEntities]));
  });
});
