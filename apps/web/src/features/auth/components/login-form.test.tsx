import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

const user = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  role: 'user',
  _email: true,
};

describe('LoginForm', () => {
  it('keeps Log in disabled until email and password are filled', async () => {
    const u = userEvent.setup();
    mockFetch([]);
    renderWithApp(<LoginForm onForgotPassword={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(button).toBeDisabled();
    await u.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
  });

  it('says Welcome back!, keeps only user data and goes to /dashboard', async () => {
    const u = userEvent.setup();
    mockFetch([
      { method: 'POST', path: '/v1/authentication/login', body: { user, token: 'secret-token' } },
    ]);
    renderWithApp(<LoginForm onForgotPassword={() => undefined} />, {
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    const stored = window.localStorage.getItem('root') ?? '';
    expect(JSON.parse(stored).user._id).toBe('u1');
    expect(stored).not.toContain('secret-token');
  });

  it('shows the server text of a failed sign-in', async () => {
    const u = userEvent.setup();
    mockFetch([
      {
        method: 'POST',
        path: '/v1/authentication/login',
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'INVALID_CREDENTIALS',
          message: 'Incorrect email or password',
        },
      },
    ]);
    renderWithApp(<LoginForm onForgotPassword={() => undefined} />);
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
  });

  it('refuses an email the server would refuse, with the contract’s words, and sends nothing', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<LoginForm onForgotPassword={() => undefined} />);
    await u.type(screen.getByLabelText('Email'), 'ada@example');
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the email as the contract reads it (trimmed, lower case)', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { method: 'POST', path: '/v1/authentication/login', body: { user, token: 'secret-token' } },
    ]);
    renderWithApp(<LoginForm onForgotPassword={() => undefined} />, {
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });
    await u.type(screen.getByLabelText('Email'), '  Ada@Example.com ');
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
  });
});
