import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { GoogleSignupSteps } from './google-signup';

describe('GoogleSignupSteps', () => {
  it('walks the three steps with the Google rules and submits', async () => {
    const u = userEvent.setup();
    mockFetch([
      {
        path: '/v1/authentication/check-username',
        body: { message: 'User Name Check Successful', available: true },
      },
      {
        path: '/v1/authentication/check-contact',
        body: { emailAvailable: true, phoneAvailable: true },
      },
    ]);
    const onSubmit = vi.fn();
    renderWithApp(
      <GoogleSignupSteps
        profile={{ firstName: 'Ada', lastName: 'Obi', email: 'ada@gmail.com' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@gmail.com');
    const next = () => screen.getByRole('button', { name: 'Next' });
    await u.type(screen.getByLabelText('Username'), 'ada obi');
    await u.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await u.type(screen.getByLabelText('Phone number'), '8012345678');
    await u.selectOptions(screen.getByLabelText('State of origin'), 'Lagos');
    await u.selectOptions(screen.getByLabelText('Local government of origin'), 'Ikeja');
    await u.selectOptions(screen.getByLabelText('State of residence'), 'Lagos');
    expect(next()).toBeDisabled();
    await u.selectOptions(screen.getByLabelText('Local government of residence'), 'Ikeja');
    await waitFor(() => expect(next()).toBeEnabled());
    await u.click(next());

    await u.click(screen.getByLabelText(/Sales officer/));
    await u.selectOptions(screen.getByLabelText('Language'), 'English');
    expect(next()).toBeDisabled();
    await u.selectOptions(screen.getByLabelText('Complement skill'), 'Human Interactions');
    await u.click(next());

    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select the required number of paths.',
    );
    const sales = screen.getByRole('group', { name: /Sales paths/ });
    for (const path of ['Sales', 'Communication', 'Remote Work']) {
      await u.click(within(sales).getByRole('button', { name: path }));
    }
    await u.click(
      within(screen.getByRole('group', { name: /Technical paths/ })).getByRole('button', {
        name: 'IT Support',
      }),
    );
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'adaobi',
        officerType: 'sales',
        learningPath: ['Sales', 'Communication', 'Remote Work', 'IT Support'],
      }),
    );
  });
});
