import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { GoogleButton } from './google-button';

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (claims: object) => `${b64({ alg: 'RS256' })}.${b64(claims)}.signature`;

const issuerConfig = {
  google: {
    clientId: 'client-1',
    issuer: 'http://127.0.0.1:4999',
    authorizationEndpoint: 'http://127.0.0.1:4999/authorize',
  },
};

/** window.open stand-in: the "issuer" answers through the callback page's channel. */
function answerPopupWith(fragment: (params: URLSearchParams) => Record<string, string>) {
  return vi.spyOn(window, 'open').mockImplementation((url) => {
    const params = new URL(String(url)).searchParams;
    setTimeout(() => {
      const channel = new BroadcastChannel('dpts-oidc');
      channel.postMessage({
        type: 'oidc-callback',
        hash: `#${new URLSearchParams(fragment(params))}`,
      });
      channel.close();
    }, 10);
    return { closed: false } as Window;
  });
}

describe('GoogleButton', () => {
  it('says Google sign-in is not configured when the server has no client id', async () => {
    const u = userEvent.setup();
    mockFetch([{ path: '/v1/config', body: { google: null } }]);
    const open = vi.spyOn(window, 'open');
    const onCredential = vi.fn();
    renderWithApp(<GoogleButton label="Login with Google" onCredential={onCredential} />);
    expect(await screen.findByText('Google sign-in is not configured')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(open).not.toHaveBeenCalled();
    expect(onCredential).not.toHaveBeenCalled();
  });

  it('runs the OpenID Connect popup against another issuer and hands back the ID token', async () => {
    const u = userEvent.setup();
    mockFetch([{ path: '/v1/config', body: issuerConfig }]);
    let token = '';
    const open = answerPopupWith((params) => {
      token = idToken({ email: 'ada@gmail.com', nonce: params.get('nonce') });
      return { state: params.get('state')!, id_token: token };
    });
    const onCredential = vi.fn();
    renderWithApp(<GoogleButton label="Login with Google" onCredential={onCredential} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Login with Google' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await u.click(screen.getByRole('button', { name: 'Login with Google' }));
    await waitFor(() => expect(onCredential).toHaveBeenCalledWith(token));
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: `${window.location.origin}/auth/oidc-callback.html`,
    });
  });

  it('shows the popup error code, and refuses a token minted for another request', async () => {
    const u = userEvent.setup();
    mockFetch([{ path: '/v1/config', body: issuerConfig }]);
    answerPopupWith((params) => ({ state: params.get('state')!, error: 'access_denied' }));
    const onCredential = vi.fn();
    renderWithApp(<GoogleButton label="Login with Google" onCredential={onCredential} />);
    const button = await screen.findByRole('button', { name: 'Login with Google' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await u.click(button);
    expect(await screen.findByText('access_denied')).toBeInTheDocument();

    vi.restoreAllMocks();
    answerPopupWith((params) => ({
      state: params.get('state')!,
      id_token: idToken({ email: 'ada@gmail.com', nonce: 'another-nonce' }),
    }));
    await u.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(await screen.findByText('nonce_mismatch')).toBeInTheDocument();
    expect(onCredential).not.toHaveBeenCalled();
  });

  it("says 'Could not complete signup' when the popup returns nothing", async () => {
    const u = userEvent.setup();
    mockFetch([{ path: '/v1/config', body: issuerConfig }]);
    answerPopupWith((params) => ({ state: params.get('state')! }));
    renderWithApp(
      <GoogleButton label="Continue with Google" context="signup" onCredential={vi.fn()} />,
    );
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await u.click(button);
    expect(await screen.findByText('Could not complete signup')).toBeInTheDocument();
  });

  it('with Google as issuer, loads Google Identity Services and passes on its credential', async () => {
    const u = userEvent.setup();
    mockFetch([
      {
        path: '/v1/config',
        body: {
          google: {
            clientId: 'abc.apps.googleusercontent.com',
            issuer: 'https://accounts.google.com',
            authorizationEndpoint: null,
          },
        },
      },
    ]);
    const initialize = vi.fn();
    let callback: (response: { credential?: string }) => void = () => undefined;
    const append = vi.spyOn(document.head, 'append').mockImplementation((node) => {
      const script = node as HTMLScriptElement;
      expect(script.src).toBe('https://accounts.google.com/gsi/client');
      // Google's library: initialize, then render its own button.
      window.google = {
        accounts: {
          id: {
            initialize: (options) => {
              initialize(options);
              callback = options.callback;
            },
            renderButton: (parent) => {
              const button = document.createElement('button');
              button.textContent = 'Sign in with Google';
              button.onclick = () => callback({ credential: 'google-id-token' });
              parent.append(button);
            },
          },
        },
      };
      setTimeout(() => script.onload?.(new Event('load')), 0);
    });
    const onCredential = vi.fn();
    renderWithApp(<GoogleButton label="Login with Google" onCredential={onCredential} />);
    await u.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(append).toHaveBeenCalledTimes(1);
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'abc.apps.googleusercontent.com', ux_mode: 'popup' }),
    );
    expect(onCredential).toHaveBeenCalledWith('google-id-token');
    expect(screen.queryByRole('button', { name: 'Login with Google' })).not.toBeInTheDocument();
    delete window.google;
  });
});
