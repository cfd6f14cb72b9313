import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { phoneMessages } from '@dpts/contract/phone';
import { createUser } from '../../../test/factories';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ProfileForm } from './profile-form';
import { splitFullName } from '../lib/profile-schema';

const user = createUser({ learningPath: ['Sales'] });

describe('ProfileForm', () => {
  // Toasts outlive a test: each test looks for its own.
  afterEach(() => toast.remove());
  it('dims Update until a change, Cancel resets, username is read-only, date of birth is a date', async () => {
    const u = userEvent.setup();
    mockFetch([]);
    renderWithApp(<ProfileForm user={user} />);
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1995-04-12');
    await u.clear(screen.getByLabelText('First name'));
    await u.type(screen.getByLabelText('First name'), 'Adaeze');
    expect(update).not.toHaveAttribute('aria-disabled');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('refuses empty fields with Please fill in all empty fields.', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<ProfileForm user={user} />);
    await u.clear(screen.getByLabelText('Last name'));
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please fill in all empty fields.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("reports the contract's phone rule and sends nothing the server would refuse", async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<ProfileForm user={user} />);
    await u.clear(screen.getByLabelText('Phone number'));
    await u.type(screen.getByLabelText('Phone number'), '0803123456');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(phoneMessages.tooShort)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends a phone written the Nigerian way as +234…', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([{ method: 'PUT', path: '/v1/profile', body: { data: user } }]);
    renderWithApp(<ProfileForm user={user} />);
    await u.clear(screen.getByLabelText('Phone number'));
    await u.type(screen.getByLabelText('Phone number'), '0803-123 4567');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        phone: '+2348031234567',
      }),
    );
  });

  it('choosing another state resets its local government', async () => {
    const u = userEvent.setup();
    mockFetch([]);
    renderWithApp(<ProfileForm user={user} />);
    await u.selectOptions(screen.getByLabelText('State of origin'), 'Kano');
    expect(screen.getByLabelText('Local government of origin')).toHaveValue('');
  });

  it('sends the changed profile and keeps the answer', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { method: 'PUT', path: '/v1/profile', body: { data: { ...user, firstName: 'Adaeze' } } },
    ]);
    renderWithApp(<ProfileForm user={user} />);
    await u.clear(screen.getByLabelText('First name'));
    await u.type(screen.getByLabelText('First name'), 'Adaeze');
    await u.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      firstName: 'Adaeze',
      dateOfBirth: '1995-04-12',
    });
  });
});

describe('splitFullName', () => {
  it('splits the first word from the rest', () => {
    expect(splitFullName('  Ada  Lovelace King ', 'Obi')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace King',
    });
    expect(splitFullName('Ada', 'Obi')).toEqual({ firstName: 'Ada', lastName: 'Obi' });
  });
});
