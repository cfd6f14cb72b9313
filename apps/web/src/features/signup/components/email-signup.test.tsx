import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordStrengthMessages } from '@dpts/contract/password-strength';
import { renderWithApp, mockFetch } from '../../../test/render';
import { EmailSignup } from './email-signup';

const user = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  role: 'user',
  _email: false,
};

function setup(routes: Parameters<typeof mockFetch>[0] = []) {
  const calls = mockFetch([
    {
      path: '/v1/authentication/check-username',
      body: { message: 'User Name Check Successful', available: true },
    },
    { method: 'POST', path: '/v1/authentication/register', body: { user, token: 't' } },
    {
      path: '/v1/authentication/check-contact',
      body: { emailAvailable: true, phoneAvailable: true },
    },
    ...routes,
  ]);
  const view = renderWithApp(<EmailSignup inviteCode="INV42" />, {
    path: '/signup/with-email',
    extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });
  return { calls, ...view };
}

async function fillStepOne(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('First name'), 'Ada');
  await u.type(screen.getByLabelText('Last name'), 'Obi');
  await u.type(screen.getByLabelText('Email'), 'ada@example.com');
  await u.click(screen.getByLabelText('Use my first and last name'));
  await u.type(screen.getByLabelText('Date of birth'), '1995-04-12');
  await u.type(screen.getByLabelText('Phone number'), '0801 234 5678');
  await u.type(screen.getByLabelText('Password'), 'secret-pass');
  await u.type(screen.getByLabelText('Confirm password'), 'secret-pass');
}

describe('EmailSignup', () => {
  it('walks the five steps and sends the registration with the invite code', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toBeDisabled();

    await fillStepOne(u);
    expect(screen.getByLabelText('Username')).toHaveValue('AdaObi');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0801 234 5678');
    await screen.findByText(/✓ available/);
    expect(calls.some((c) => c.url.includes('check-username?username=AdaObi'))).toBe(true);
    await waitFor(() => expect(next()).toBeEnabled());
    await u.click(next());

    expect(screen.getByRole('heading', { name: '2. Location' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await u.selectOptions(await screen.findByLabelText('State of origin'), 'Lagos');
    await u.selectOptions(screen.getByLabelText('Local government of origin'), 'Ikeja');
    await u.selectOptions(screen.getByLabelText('State of residence'), 'Kano');
    await u.selectOptions(screen.getByLabelText('Local government of residence'), 'Fagge');
    await u.click(next());

    expect(screen.getByRole('heading', { name: '3. Officer Type' })).toBeInTheDocument();
    await u.click(await screen.findByLabelText(/Technical officer/));
    expect(screen.getByLabelText('Technical capability')).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText('Technical capability'), 'High');
    expect(next()).toBeDisabled();
    await u.selectOptions(screen.getByLabelText('Language'), 'Yoruba');
    await u.click(next());

    expect(screen.getByRole('heading', { name: '4. Learning Path' })).toBeInTheDocument();
    const technical = await screen.findByRole('group', { name: /Technical paths/ });
    await u.click(within(technical).getByRole('button', { name: /Cybersecurity/ }));
    await u.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select the required number of paths.',
    );
    await u.click(within(technical).getByRole('button', { name: /IT Support/ }));
    await u.click(within(technical).getByRole('button', { name: /Data Analysis/ }));
    const sales = screen.getByRole('group', { name: /Sales paths/ });
    await u.click(within(sales).getByRole('button', { name: /Digital Marketing/ }));
    await u.click(next());

    expect(
      await screen.findByRole('heading', { name: '5. Verify Email Address' }),
    ).toBeInTheDocument();
    const register = calls.find((c) => c.url === '/v1/authentication/register');
    expect(register?.body).toMatchObject({
      code: 'INV42',
      username: 'AdaObi',
      phone: '+2348012345678',
      stateOfOrigin: 'Lagos',
      localGovtOfOrigin: 'Ikeja',
      officerType: 'technical',
      officerData: { technicalCapability: 'High', language: 'Yoruba' },
      learningPath: ['Cybersecurity', 'IT Support', 'Data Analysis', 'Digital Marketing'],
    });
    expect(register?.body).not.toHaveProperty('confirmPassword');
  });

  it('keeps Next disabled while the username is taken and shows not-available', async () => {
    const u = userEvent.setup();
    mockFetch([
      {
        path: '/v1/authentication/check-username',
        body: { message: 'User Name Check Successful', available: false },
      },
    ]);
    renderWithApp(<EmailSignup inviteCode="" />);
    await fillStepOne(u);
    expect(await screen.findByText(/not-available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows Passwords do not match. under the confirmation', async () => {
    const u = userEvent.setup();
    setup();
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.type(screen.getByLabelText('Confirm password'), 'secret-pasS');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('refuses "password" on step 1 with the reason, before asking the server anything', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    await fillStepOne(u);
    await u.clear(screen.getByLabelText('Password'));
    await u.type(screen.getByLabelText('Password'), 'password');
    await u.clear(screen.getByLabelText('Confirm password'));
    await u.type(screen.getByLabelText('Confirm password'), 'password');
    await screen.findByText(/✓ available/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(passwordStrengthMessages.common)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('check-contact'))).toBe(false);
  });

  it('reports a taken email and phone on step 1, not after step 4', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      {
        path: '/v1/authentication/check-username',
        body: { message: 'User Name Check Successful', available: true },
      },
      {
        path: '/v1/authentication/check-contact',
        body: { emailAvailable: false, phoneAvailable: false },
      },
    ]);
    renderWithApp(<EmailSignup inviteCode="" />);
    await fillStepOne(u);
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await u.click(next);
    expect(await screen.findByText('Email already exists!')).toBeInTheDocument();
    expect(screen.getByText('Phone Number already exists!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Profile Information' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('check-contact?email=ada%40example.com'))).toBe(true);
  });

  it('goes on to step 2 when the early contact check is rate-limited (sign-up checks at submit)', async () => {
    const u = userEvent.setup();
    mockFetch([
      {
        path: '/v1/authentication/check-username',
        body: { message: 'User Name Check Successful', available: true },
      },
      {
        path: '/v1/authentication/check-contact',
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many requests, please try again later',
        },
      },
    ]);
    renderWithApp(<EmailSignup inviteCode="" />);
    await fillStepOne(u);
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await u.click(next);
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.queryByText('Email already exists!')).not.toBeInTheDocument();
  });

  it("refuses on step 1 a username the contract's rule refuses, without asking the server", async () => {
    // The rule lives only in packages/contract (ZUsername); a hand-written copy here would
    // have let 'ada$obi' through to the availability check and enabled Next.
    const u = userEvent.setup();
    const { calls } = setup();
    await fillStepOne(u);
    await u.click(screen.getByLabelText('Use my first and last name'));
    await u.clear(screen.getByLabelText('Username'));
    await u.type(screen.getByLabelText('Username'), 'ada$obi');
    await u.tab();
    expect(
      await screen.findByText('Username may hold letters, digits, dots, dashes and underscores'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/not-available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls.some((c) => c.url.includes('username=ada%24obi'))).toBe(false);
  });

  it('date of birth stops at 2011-01-01', () => {
    setup();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', '2011-01-01');
  });
});

describe('EmailSignup after a reload of the tab', () => {
  it('keeps the answers but never the password', async () => {
    const u = userEvent.setup();
    const first = setup();
    await u.type(screen.getByLabelText('First name'), 'Ada');
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(window.sessionStorage.getItem('dpts:signup-draft')).not.toContain('secret-pass');
    first.unmount();
    setup();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('returns an officer whose account exists to the code step', () => {
    window.sessionStorage.setItem(
      'dpts:signup-draft',
      JSON.stringify({ step: 5, values: { email: 'ada@example.com' } }),
    );
    setup();
    expect(screen.getByRole('heading', { name: '5. Verify Email Address' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });
});

describe('EmailSignup step 5', () => {
  function renderAtVerify(routes: Parameters<typeof mockFetch>[0]) {
    const calls = mockFetch(routes);
    renderWithApp(<EmailSignup inviteCode="" initialStep={5} />, {
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });
    return calls;
  }

  it('enables Verify only with six digits and sends the code as a number', async () => {
    const u = userEvent.setup();
    const calls = renderAtVerify([
      {
        method: 'POST',
        path: '/v1/authentication/verify/email',
        body: { success: true, message: 'ok', user: { ...user, _email: true } },
      },
    ]);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await u.click(screen.getAllByRole('textbox')[0]!);
    await u.keyboard('12345');
    expect(verify).toBeDisabled();
    await u.keyboard('6');
    expect(verify).toBeEnabled();
    await u.click(verify);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/v1/authentication/verify/email')?.body).toEqual({
      otp: 123456,
    });
  });

  it('shows Incorrect OTP Entered! when the code is rejected', async () => {
    const u = userEvent.setup();
    renderAtVerify([
      {
        method: 'POST',
        path: '/v1/authentication/verify/email',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'OTP_REJECTED',
          message: 'Invalid verification code',
        },
      },
    ]);
    await u.click(screen.getAllByRole('textbox')[0]!);
    await u.keyboard('999999');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Incorrect OTP Entered!')).toBeInTheDocument();
  });

  it('Skip goes to the dashboard and resend shows the server message', async () => {
    const u = userEvent.setup();
    renderAtVerify([
      {
        method: 'POST',
        path: '/v1/authentication/verify/send',
        body: { success: true, message: 'Verification code sent to your email' },
      },
    ]);
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Verification code sent to your email')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
