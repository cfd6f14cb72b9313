import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { serverMessages } from '@dpts/contract';
import { isAllowedIssuerUrl } from '../config.ts';
import { AppError, unauthorized } from './app-error.ts';

/** The person as the issuer vouches for them; nothing here comes from the browser. */
export type OidcIdentity = {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
};

type Discovery = { issuer: string; jwks_uri: string; authorization_endpoint: string | null };

export type IdTokenVerifierOptions = {
  issuer: string;
  clientId: string;
  isProduction: boolean;
  /** seconds of clock difference tolerated on exp/iat */
  clockToleranceSeconds?: number;
  /** how long a JWKS fetch blocks another one on an unknown kid (jose's cooldown) */
  jwksCooldownMs?: number;
  fetchTimeoutMs?: number;
};

export type IdTokenVerifier = {
  verify(credential: string): Promise<OidcIdentity>;
  /** The issuer's authorization endpoint (from discovery); null when it cannot be read now. */
  authorizationEndpoint(): Promise<string | null>;
};

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** Google signs with RS256; test issuers may use ES256. `none` and HMAC are never accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

const unavailable = () => new AppError('UNAVAILABLE', serverMessages.googleUnavailable);

/**
 * Verifies ID tokens of one OpenID Connect issuer for one client. Discovery is read once (and
 * again after a failure); jose's remote key set caches the keys and refetches them when a token
 * names an unknown `kid`, at most once per cooldown.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const { issuer, clientId, isProduction } = options;
  const clockTolerance = options.clockToleranceSeconds ?? 60;
  const timeoutDuration = options.fetchTimeoutMs ?? 5000;
  const isGoogle = GOOGLE_ISSUERS.includes(issuer);
  let discovered: Promise<{ discovery: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> }>;
  let hasFailed = true;

  async function discover() {
    const url = `${issuer}/.well-known/openid-configuration`;
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutDuration) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const body = (await res.json()) as Partial<Discovery>;
    if (body.issuer !== issuer) throw new Error(`${url} names another issuer: ${body.issuer}`);
    if (typeof body.jwks_uri !== 'string' || !isAllowedIssuerUrl(body.jwks_uri, isProduction))
      throw new Error(`${url} has no acceptable jwks_uri`);
    const authorizationEndpoint =
      typeof body.authorization_endpoint === 'string' &&
      isAllowedIssuerUrl(body.authorization_endpoint, isProduction)
        ? body.authorization_endpoint
        : null;
    const jwks = createRemoteJWKSet(new URL(body.jwks_uri), {
      timeoutDuration,
      cooldownDuration: options.jwksCooldownMs ?? 30_000,
    });
    return {
      discovery: { issuer, jwks_uri: body.jwks_uri, authorization_endpoint: authorizationEndpoint },
      jwks,
    };
  }

  function metadata() {
    if (hasFailed) {
      hasFailed = false;
      discovered = discover();
      discovered.catch(() => {
        hasFailed = true;
      });
    }
    return discovered;
  }

  async function verify(credential: string): Promise<OidcIdentity> {
    let jwks;
    try {
      ({ jwks } = await metadata());
    } catch {
      throw unavailable();
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, jwks, {
        issuer: isGoogle ? GOOGLE_ISSUERS : issuer,
        audience: clientId,
        algorithms: ALGORITHMS,
        clockTolerance,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized(serverMessages.googleExpired);
      // The key set could not be fetched: the issuer is down, not the token wrong.
      if (err instanceof joseErrors.JOSEError && err.code === 'ERR_JWKS_TIMEOUT')
        throw unavailable();
      if (err instanceof joseErrors.JOSEError) throw unauthorized(serverMessages.googleInvalid);
      throw unavailable();
    }
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.iat !== 'number' || payload.iat > now + clockTolerance)
      throw unauthorized(serverMessages.googleInvalid);
    // A token minted for another client that also names us must not sign anyone in here.
    if (payload.azp !== undefined && payload.azp !== clientId)
      throw unauthorized(serverMessages.googleInvalid);
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp === undefined)
      throw unauthorized(serverMessages.googleInvalid);
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!email || !payload.sub) throw unauthorized(serverMessages.googleInvalid);
    if (payload.email_verified !== true && payload.email_verified !== 'true')
      throw unauthorized(serverMessages.googleEmailUnverified);
    return { uid: payload.sub, email, ...namesOf(payload, email), picture: pictureOf(payload) };
  }

  return {
    verify,
    async authorizationEndpoint() {
      try {
        return (await metadata()).discovery.authorization_endpoint;
      } catch {
        return null;
      }
    },
  };
}

const text = (value: unknown, max = 80) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** given/family names, else the full name split once, else the email's local part. */
function namesOf(payload: JWTPayload, email: string) {
  let firstName = text(payload.given_name);
  let lastName = text(payload.family_name);
  if (!firstName) {
    const [first = '', ...rest] = text(payload.name, 160).split(/\s+/);
    firstName = first.slice(0, 80);
    if (!lastName) lastName = rest.join(' ').slice(0, 80);
  }
  if (!firstName) firstName = email.split('@')[0]!.slice(0, 80);
  return { firstName, lastName };
}

function pictureOf(payload: JWTPayload): string | null {
  const picture = text(payload.picture, 2000);
  return /^https:\/\//.test(picture) ? picture : null;
}
