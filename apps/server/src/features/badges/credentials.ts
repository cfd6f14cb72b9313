import { createHash, randomBytes } from 'node:crypto';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import {
  checkStatus,
  createCredential as createStatusListCredential,
  createList,
} from '@digitalbazaar/vc-bitstring-status-list';
import { securityLoader } from '@digitalcredentials/security-document-loader';
import securityContext from '@digitalbazaar/security-context';
import { PRODUCT_NAME } from '@dpts/contract';

type JsonLd = Record<string, unknown>;
export type DocumentLoader = (
  url: string,
) => Promise<{ contextUrl: string | null; documentUrl: string; document: unknown }>;

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';
/** 16 KB per list: the minimum the Bitstring Status List spec asks, for herd privacy. */
export const STATUS_LIST_LENGTH = 131_072;

/**
 * The Multikey v1 context (https://w3id.org/security/multikey/v1), vendored: the issuer profile
 * and its keys use it, and the bundled loader does not carry it. Nothing is fetched at run time.
 */
const MULTIKEY_V1 = {
  '@context': {
    id: '@id',
    type: '@type',
    '@protected': true,
    Multikey: {
      '@id': 'https://w3id.org/security#Multikey',
      '@context': {
        '@protected': true,
        id: '@id',
        type: '@type',
        controller: { '@id': 'https://w3id.org/security#controller', '@type': '@id' },
        revoked: {
          '@id': 'https://w3id.org/security#revoked',
          '@type': 'http://www.w3.org/2001/XMLSchema#dateTime',
        },
        expires: {
          '@id': 'https://w3id.org/security#expiration',
          '@type': 'http://www.w3.org/2001/XMLSchema#dateTime',
        },
        publicKeyMultibase: {
          '@id': 'https://w3id.org/security#publicKeyMultibase',
          '@type': 'https://w3id.org/security#multibase',
        },
        secretKeyMultibase: {
          '@id': 'https://w3id.org/security#secretKeyMultibase',
          '@type': 'https://w3id.org/security#multibase',
        },
      },
    },
  },
};

/** The issuer profile's terms for its keys (VC v2 and OB 3.0 leave them undefined at the top). */
const CONTROLLER_TERMS = {
  assertionMethod: {
    '@id': 'https://w3id.org/security#assertionMethod',
    '@type': '@id',
    '@container': '@set',
  },
  verificationMethod: {
    '@id': 'https://w3id.org/security#verificationMethod',
    '@type': '@id',
    '@container': '@set',
  },
};

/** Every public URL of the issuer, from the app's origin (APP_URL). */
export function issuerUrls(appUrl: string) {
  const api = `${appUrl}/v1/badges`;
  return {
    origin: appUrl,
    issuer: `${api}/issuer`,
    key: (publicKeyMultibase: string) => `${api}/issuer/keys/${publicKeyMultibase}`,
    statusList: (list: number) => `${api}/status/${list}`,
    credential: (awardId: string) => `${api}/credentials/${awardId}`,
    page: (awardId: string) => `${appUrl}/badges/${awardId}`,
    absolute: (pathOrUrl: string) => (pathOrUrl.startsWith('/') ? appUrl + pathOrUrl : pathOrUrl),
  };
}
export type IssuerUrls = ReturnType<typeof issuerUrls>;

export type IssuerKey = { publicKeyMultibase: string; id: string; signer: unknown };

/** The issuer's Ed25519 key from its 32-byte seed (hex). */
export async function issuerKeyFromSeed(seedHex: string, urls: IssuerUrls): Promise<IssuerKey> {
  const seed = Uint8Array.from(Buffer.from(seedHex, 'hex'));
  const probe = await Ed25519Multikey.generate({ seed, controller: urls.issuer });
  const id = urls.key(probe.publicKeyMultibase);
  const keyPair = await Ed25519Multikey.generate({ seed, controller: urls.issuer, id });
  return { publicKeyMultibase: keyPair.publicKeyMultibase, id, signer: keyPair.signer() };
}

export const newSeedHex = () => randomBytes(32).toString('hex');

/** The issuer `Profile`, controller of every key it ever signed with. */
export function issuerProfile(urls: IssuerUrls, publicKeys: string[]): JsonLd {
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT, MULTIKEY_CONTEXT, CONTROLLER_TERMS],
    id: urls.issuer,
    type: ['Profile'],
    name: PRODUCT_NAME,
    url: urls.origin,
    description: `${PRODUCT_NAME} awards badges to Nigerian digital officers for verified learning.`,
    verificationMethod: publicKeys.map((key) => ({
      id: urls.key(key),
      type: 'Multikey',
      controller: urls.issuer,
      publicKeyMultibase: key,
    })),
    assertionMethod: publicKeys.map((key) => urls.key(key)),
  };
}

/** One key as the document its id resolves to. */
export function keyDocument(urls: IssuerUrls, publicKeyMultibase: string): JsonLd {
  return {
    '@context': MULTIKEY_CONTEXT,
    id: urls.key(publicKeyMultibase),
    type: 'Multikey',
    controller: urls.issuer,
    publicKeyMultibase,
  };
}

let contexts: DocumentLoader | null = null;
/** The bundled contexts (VC v2, OB 3.0.x, Data Integrity, status lists, security, Multikey). */
function bundledContexts(): DocumentLoader {
  if (contexts) return contexts;
  const loader = securityLoader({ fetchRemoteContexts: false });
  for (const [url, context] of securityContext.contexts) loader.addStatic(url, context);
  loader.addStatic(MULTIKEY_CONTEXT, MULTIKEY_V1);
  contexts = loader.build();
  return contexts;
}

/** A bundled context by its URL, or null: what an independent verifier's loader may be given. */
export async function bundledContext(url: string): Promise<unknown> {
  try {
    return (await bundledContexts()(url)).document;
  } catch {
    return null;
  }
}

/**
 * A document loader that never touches the network: bundled contexts, and the issuer's own
 * documents (profile, keys, status lists) from the given functions.
 */
export function createDocumentLoader(
  urls: IssuerUrls,
  source: {
    publicKeys(): Promise<string[]>;
    statusList(list: number): Promise<JsonLd | null>;
  },
): DocumentLoader {
  const base = bundledContexts();
  const keyPrefix = urls.key('');
  const listPrefix = urls.statusList(0).replace(/0$/, '');
  const found = (url: string, document: unknown) => ({
    contextUrl: null,
    documentUrl: url,
    document,
  });
  return async (url) => {
    if (url === urls.issuer) return found(url, issuerProfile(urls, await source.publicKeys()));
    if (url.startsWith(keyPrefix)) {
      const key = url.slice(keyPrefix.length);
      if ((await source.publicKeys()).includes(key)) return found(url, keyDocument(urls, key));
    }
    if (url.startsWith(listPrefix) && /^\d+$/.test(url.slice(listPrefix.length))) {
      const list = await source.statusList(Number(url.slice(listPrefix.length)));
      if (list) return found(url, list);
    }
    return base(url);
  };
}

/** `sha256$<hex>` of the salted, lower-cased email (OB 3.0 IdentityObject). */
export function identityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex')}`;
}

/** A default emblem (an SVG data URI) for classes without an uploaded image. */
export function defaultEmblem(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .replace(/[^A-Z0-9]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="#0f766e"/><circle cx="60" cy="60" r="46" fill="none" stroke="#fbbf24" stroke-width="6"/><text x="60" y="74" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${initials || 'D'}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export type CredentialInput = {
  awardId: string;
  classId: string;
  name: string;
  description: string;
  criteria: string;
  /** absolute URL or data URI */
  image: string;
  email: string;
  salt: string;
  statusIndex: number;
  validFrom: Date;
};

/** Which list and bit an award's status index names. */
export const statusPosition = (statusIndex: number) => ({
  list: Math.floor(statusIndex / STATUS_LIST_LENGTH),
  bit: statusIndex % STATUS_LIST_LENGTH,
});

/** The unsigned `OpenBadgeCredential` of one award. */
export function buildCredential(urls: IssuerUrls, input: CredentialInput): JsonLd {
  const { list, bit } = statusPosition(input.statusIndex);
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: urls.credential(input.awardId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: input.name,
    issuer: { id: urls.issuer, type: ['Profile'], name: PRODUCT_NAME, url: urls.origin },
    validFrom: input.validFrom.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: identityHash(input.email, input.salt),
          identityType: 'emailAddress',
          hashed: true,
          salt: input.salt,
        },
      ],
      achievement: {
        id: `urn:uuid:${input.classId}`,
        type: ['Achievement'],
        name: input.name,
        description: input.description,
        criteria: { narrative: input.criteria },
        image: { id: input.image, type: 'Image' },
        creator: { id: urls.issuer, type: ['Profile'], name: PRODUCT_NAME },
      },
    },
    credentialStatus: {
      id: `${urls.statusList(list)}#${bit}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(bit),
      statusListCredential: urls.statusList(list),
    },
  };
}

export const newSalt = () => randomBytes(12).toString('base64url');

/** Adds the Data Integrity proof (eddsa-rdfc-2022). */
export async function signCredential(
  credential: JsonLd,
  key: IssuerKey,
  documentLoader: DocumentLoader,
  now: Date,
): Promise<JsonLd> {
  const suite = new DataIntegrityProof({ signer: key.signer, cryptosuite, date: now });
  return vc.issue({ credential, suite, documentLoader, now });
}

/** The signed revocation list `list` with the given bits set. */
export async function signStatusList(
  urls: IssuerUrls,
  list: number,
  revokedBits: number[],
  key: IssuerKey,
  documentLoader: DocumentLoader,
  now: Date,
): Promise<JsonLd> {
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const bit of revokedBits) bits.setStatus(bit, true);
  const credential = await createStatusListCredential({
    id: urls.statusList(list),
    list: bits,
    statusPurpose: 'revocation',
  });
  credential.issuer = urls.issuer;
  credential.validFrom = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return signCredential(credential, key, documentLoader, now);
}

export type Verification = { verified: boolean; revoked: boolean; problems: string[] };

/** Verifies the proof and the revocation status, offline (the loader has everything). */
export async function verifyBadgeCredential(
  credential: JsonLd,
  documentLoader: DocumentLoader,
): Promise<Verification> {
  const suite = new DataIntegrityProof({ cryptosuite });
  try {
    const result = await vc.verifyCredential({ credential, suite, documentLoader, checkStatus });
    const problems = [
      ...(result.error?.errors ?? []).map((e) => e.message ?? 'invalid'),
      ...(result.error?.message && !result.error.errors ? [result.error.message] : []),
    ];
    // `statusResult.verified` says the list was checked; each result's `status` is the bit.
    const revoked = (result.statusResult?.results ?? []).some((r) => r.status === true);
    if (revoked) problems.push('revoked');
    return { verified: result.verified && !revoked, revoked, problems };
  } catch (err) {
    return {
      verified: false,
      revoked: false,
      problems: [err instanceof Error ? err.message : String(err)],
    };
  }
}
