import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/**
 * A small, real OpenID Connect issuer standing in for Google in tests (decision 019): discovery,
 * a JWKS with keys made by jose, and an implicit-flow authorization page (`response_type=id_token`)
 * where a person types the Google identity they want, as Google's account chooser would give it.
 */
export type TestIssuer = {
  issuer: string;
  clientId: string;
  /** An ID token for `claims` (defaults: a verified officer, valid for an hour, for clientId). */
  mint(claims?: Record<string, unknown>, options?: MintOptions): Promise<string>;
  /** Replaces the published keys with a new one (the old `kid` disappears). */
  rotateKeys(): Promise<void>;
  /** Allows one more redirect URI for the client (the web app's callback page). */
  registerRedirectUri(uri: string): void;
  /** How many times the JWKS was fetched. */
  jwksFetches(): number;
  stop(): Promise<void>;
};

export type MintOptions = {
  /** sign with a key the issuer does not publish, under this kid */
  foreignKey?: { kid: string };
  /** sign with a key the issuer does not publish, naming the published kid */
  forgeSignature?: boolean;
  /** an unsigned token (`alg: none`) */
  unsigned?: boolean;
};

type Key = { kid: string; privateKey: CryptoKey; jwk: JWK };

async function newKey(kid: string = randomUUID()): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startTestIssuer(
  options: { clientId?: string; redirectUris?: string[] } = {},
): Promise<TestIssuer> {
  const clientId = options.clientId ?? 'dpts-test-client.apps.example';
  const redirectUris = [...(options.redirectUris ?? [])];
  let key = await newKey();
  let fetches = 0;
  let issuer = '';

  async function mint(claims: Record<string, unknown> = {}, mintOptions: MintOptions = {}) {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: randomUUID(),
      email: `officer.${randomUUID().slice(0, 8)}@gmail.com`,
      email_verified: true,
      given_name: 'Chidi',
      family_name: 'Eze',
      name: 'Chidi Eze',
      picture: 'https://lh3.googleusercontent.com/a/test-picture',
      ...claims,
    };
    const iss = (claims.iss as string | undefined) ?? issuer;
    const aud = (claims.aud as string | string[] | undefined) ?? clientId;
    const iat = (claims.iat as number | undefined) ?? now;
    const exp = (claims.exp as number | undefined) ?? now + 3600;
    const body = { ...payload, iss, aud, iat, exp };
    if (mintOptions.unsigned) return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(body)}.`;
    let signer = key;
    if (mintOptions.foreignKey) signer = await newKey(mintOptions.foreignKey.kid);
    if (mintOptions.forgeSignature) signer = await newKey(key.kid);
    return new SignJWT(body)
      .setProtectedHeader({ alg: 'RS256', kid: signer.kid, typ: 'JWT' })
      .sign(signer.privateKey);
  }

  function send(res: ServerResponse, status: number, type: string, body: string) {
    res.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    res.end(body);
  }

  function authorizePage(params: URLSearchParams): string {
    const hidden = ['client_id', 'redirect_uri', 'state', 'nonce']
      .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(params.get(n) ?? '')}">`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Test issuer</title></head>
<body><main><h1>Choose an account</h1><form method="post" action="/authorize">${hidden}
<p><label>Email <input name="email" type="email" required></label></p>
<p><label>First name <input name="given_name"></label></p>
<p><label>Last name <input name="family_name"></label></p>
<p><button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>
</form></main></body></html>`;
  }

  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    let body = '';
    for await (const chunk of req) body += chunk;
    return new URLSearchParams(body);
  }

  function checkClient(params: URLSearchParams): string | null {
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== clientId) return 'unknown client_id';
    if (!redirectUris.includes(redirectUri)) return 'redirect_uri is not registered';
    return null;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname === '/.well-known/openid-configuration') {
        return send(
          res,
          200,
          'application/json',
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['id_token'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          }),
        );
      }
      if (url.pathname === '/jwks') {
        fetches += 1;
        return send(res, 200, 'application/json', JSON.stringify({ keys: [key.jwk] }));
      }
      if (url.pathname === '/authorize' && req.method === 'GET') {
        const problem = checkClient(url.searchParams);
        if (problem) return send(res, 400, 'text/plain', problem);
        if (url.searchParams.get('response_type') !== 'id_token')
          return send(res, 400, 'text/plain', 'unsupported response_type');
        return send(res, 200, 'text/html; charset=utf-8', authorizePage(url.searchParams));
      }
      if (url.pathname === '/authorize' && req.method === 'POST') {
        const form = await readForm(req);
        const problem = checkClient(form);
        if (problem) return send(res, 400, 'text/plain', problem);
        const fragment = new URLSearchParams({ state: form.get('state') ?? '' });
        if (form.get('decision') === 'deny') fragment.set('error', 'access_denied');
        else {
          const email = (form.get('email') ?? '').trim().toLowerCase();
          const idToken = await mint({
            // One Google account per email: the same person gets the same uid.
            sub: `test-${Buffer.from(email).toString('hex').slice(0, 40)}`,
            email,
            given_name: form.get('given_name') ?? '',
            family_name: form.get('family_name') ?? '',
            name: `${form.get('given_name') ?? ''} ${form.get('family_name') ?? ''}`.trim(),
            nonce: form.get('nonce') ?? undefined,
          });
          fragment.set('id_token', idToken);
        }
        res.writeHead(302, { location: `${form.get('redirect_uri')}#${fragment}` });
        return res.end();
      }
      send(res, 404, 'text/plain', 'not found');
    })().catch((err: unknown) => send(res, 500, 'text/plain', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    mint,
    async rotateKeys() {
      key = await newKey();
    },
    registerRedirectUri: (uri) => void redirectUris.push(uri),
    jwksFetches: () => fetches,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
