import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TRegisterRequest, TRole } from '@dpts/contract';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { UserRow } from '../domain/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createSession } from '../lib/sessions.ts';

let counter = 0;
const run = randomBytes(3).toString('hex');
/** A short value unique within the test run. */
export function uniqueId(): string {
  counter += 1;
  return `${run}${counter}`;
}
/** Mobile prefixes of Nigerian networks: with the run they keep parallel workers apart. */
const MOBILE_PREFIXES = ['803', '806', '813', '816', '810', '814', '903', '906', '703', '706'];
/** A Nigerian mobile in E.164 (as stored), unique within the run. */
export function uniquePhone(): string {
  counter += 1;
  const seed = parseInt(run, 16);
  const prefix = MOBILE_PREFIXES[seed % MOBILE_PREFIXES.length]!;
  return `+234${prefix}${String(Math.floor(seed / 10) % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
}

export const DEFAULT_PASSWORD = 'correct horse battery';

/** A sign-up payload that passes every rule of spec section 5. */
export function validSignup(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  const id = uniqueId();
  return {
    code: '',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: `ada.${id}@example.com`,
    username: `ada${id}`,
    dateOfBirth: '1995-05-17',
    phone: uniquePhone(),
    password: DEFAULT_PASSWORD,
    stateOfOrigin: 'Lagos',
    localGovtOfOrigin: 'Epe',
    stateOfResidence: 'Kano',
    localGovtOfResidence: 'Albasu',
    officerType: 'technical',
    officerData: {
      complementSkill: 'Research & Data',
      technicalCapability: 'Mid',
      language: 'English',
    },
    learningPath: ['Cloud-Computing', 'Data Analysis', 'Cybersecurity', 'Sales'],
    ...overrides,
  };
}

const hashes = new Map<string, Promise<string>>();
/** argon2 costs ~70 ms: each distinct password is hashed once per test file. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export type TestUser = { user: UserRow; password: string; token: string };

/** An officer straight in the database, with a signed-in session (no HTTP, no email). */
export async function createUser(
  db: Db,
  options: { verified?: boolean; role?: TRole; password?: string; username?: string | null } = {},
): Promise<TestUser> {
  const signup = validSignup();
  const password = options.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      firstName: signup.firstName,
      lastName: signup.lastName,
      email: signup.email,
      username: options.username === undefined ? signup.username : options.username,
      passwordHash: await cachedHash(password),
      role: options.role ?? 'user',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      dateOfBirth: signup.dateOfBirth,
      phone: signup.phone,
      stateOfOrigin: signup.stateOfOrigin,
      localGovtOfOrigin: signup.localGovtOfOrigin,
      stateOfResidence: signup.stateOfResidence,
      localGovtOfResidence: signup.localGovtOfResidence,
      officerType: signup.officerType,
      complementSkill: 'Research & Data',
      technicalCapability: 'Mid',
      language: 'English',
      learningPath: signup.learningPath,
    })
    .returning();
  const { token } = await createSession(db, user!.id);
  return { user: user!, password, token };
}

/** The parts a league's authorization tests give signed-in officers (anonymous has no token). */
export type LeagueRole = 'creator' | 'member' | 'nonMember' | 'requester' | 'admin';

/** One officer for each league role; the test makes them creator, member or requester. */
export async function createLeagueCast(db: Db): Promise<Record<LeagueRole, TestUser>> {
  const [creator, member, nonMember, requester, admin] = await Promise.all([
    createUser(db),
    createUser(db),
    createUser(db),
    createUser(db),
    createUser(db, { role: 'admin' }),
  ]);
  return { creator, member, nonMember, requester, admin };
}

export async function reloadUser(db: Db, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call to `/v1{url}` with a JSON body, signed in when given a session token. */
export function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

/** The 6-digit code and the link token of the newest verification email to `to`. */
export function verificationFrom(message: { text: string } | undefined): {
  code: string;
  token: string;
} {
  const text = message?.text ?? '';
  const code = /code is (\d{6})/.exec(text)?.[1];
  const token = /verify-email\?token=([\w%-]+)/.exec(text)?.[1];
  if (!code || !token) throw new Error(`no verification code or link in: ${text}`);
  return { code, token: decodeURIComponent(token) };
}

/** The token and email of the newest reset email's link. */
export function resetLinkFrom(message: { text: string } | undefined): {
  token: string;
  email: string;
} {
  const match = /\/login\?token=([\w%-]+)&email=([^\s]+)/.exec(message?.text ?? '');
  if (!match) throw new Error(`no reset link in: ${message?.text}`);
  return { token: decodeURIComponent(match[1]!), email: decodeURIComponent(match[2]!) };
}

/** Signs up through the API; returns the answer and the emailed code and link token. */
export async function signUp(app: FastifyInstance, overrides: Partial<TRegisterRequest> = {}) {
  const payload = validSignup(overrides);
  const res = await app.inject({ method: 'POST', url: '/v1/authentication/register', payload });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { _id: string; email: string }; token: string }>();
  return { payload, ...body, res };
}

// ---------- extension events ----------

type EventInput = { url: string; title?: string; certificateUrl?: string; at?: string };

function event(type: 'visit' | 'start' | 'complete', input: EventInput) {
  return {
    id: randomUUID(),
    type,
    url: input.url,
    title: input.title ?? '',
    ...(input.certificateUrl ? { certificateUrl: input.certificateUrl } : {}),
    at: input.at ?? new Date().toISOString(),
  };
}
export const visitEvent = (input: EventInput) => event('visit', input);
export const startEvent = (input: EventInput) => event('start', input);
export const completeEvent = (input: EventInput) => event('complete', input);

/** A Coursera certificate page with a fresh id: evidence for one Coursera course. */
export function courseraCertificate(): string {
  return `https://www.coursera.org/account/accomplishments/verify/${randomBytes(6).toString('hex').toUpperCase()}`;
}
/** A Credly badge page with a fresh id (Cisco and IBM courses). */
export function credlyBadge(): string {
  return `https://www.credly.com/badges/${randomUUID()}/public_url`;
}

/** POST /v1/activity as an officer. */
export function postActivity(app: FastifyInstance, token: string, events: unknown[]) {
  return app.inject({
    method: 'POST',
    url: '/v1/activity',
    headers: bearer(token),
    payload: { events },
  });
}
