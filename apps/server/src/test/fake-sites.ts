import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { seedCourses } from '../features/catalogue/seed-data.ts';
import { seedIdentifiers } from '../features/catalogue/seed-identifiers.ts';

/**
 * A local https stand-in for the learning sites' certificate pages and APIs, following each
 * checked site's real structure (docs/learning-sites.md). Its certificate is self-signed and
 * made at test time; the app reaches it through VERIFIER_HOST_MAP and VERIFIER_CA_FILE.
 */
export const FAKE_SITE_HOSTS = [
  'www.coursera.org',
  'coursera.org',
  'www.credly.com',
  'credly.com',
  'courses.edx.org',
  'credentials.edx.org',
  'api.freecodecamp.org',
  'api.accredible.com',
  'www.skills.google',
  'learn.microsoft.com',
  'alison.com',
  'www.alison.com',
];

/** What the fake site does for one certificate instead of answering normally. */
export type Behaviour =
  | 'normal'
  | 'unreachable' // drops the connection
  | 'server-error' // 503
  | 'hang' // answers only once released (or never)
  | 'redirect-away'; // 302 to a host outside the site's rule

type Page = { status: number; type: string; body: string };
type Entry = { page: Page; behaviour: Behaviour };

/** Who a certificate is issued to: their name, and (Credly) the email address it was sent to. */
export type Holder = { firstName: string; lastName: string; email?: string };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function courseraPage(
  holder: Holder,
  course: { slug: string; name: string },
  code: string,
  grantedAt: number,
): string {
  // The page's server-rendered Apollo state, as the real page carries it (research).
  const state = {
    ROOT_QUERY: { __typename: 'Query' },
    [`AccomplishmentsSignatureTrackProfile:${randomBytes(4).toString('hex')}`]: {
      __typename: 'AccomplishmentsSignatureTrackProfile',
      firstName: holder.firstName,
      lastName: holder.lastName,
    },
    [`Course_Course:${course.slug}-id`]: {
      __typename: 'Course_Course',
      id: `${course.slug}-id`,
      slug: course.slug,
      name: course.name,
    },
    [`AccomplishmentsVCMembership:${code}`]: {
      __typename: 'AccomplishmentsVCMembership',
      certificateCode: code,
      grantedAt,
    },
  };
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(course.name)} - Coursera</title>
<meta property="og:site_name" content="Coursera"></head>
<body><div id="root"><header><nav>Coursera for Business · Coursera for Teams · Online Degrees</nav></header>
<main><h1>Course Certificate</h1><p>${escapeHtml(holder.firstName)} ${escapeHtml(holder.lastName)} has successfully completed ${escapeHtml(course.name)}</p></main></div>
<script>window.__APOLLO_STATE__ = ${JSON.stringify(state)};</script></body></html>`;
}

const COURSERA_SOFT_404 = `<!doctype html><html lang="en"><head><title>Coursera | Online Courses</title></head>
<body><div id="root"><main><h1>Oops! We can't find the page you're looking for.</h1></main></div>
<script>window.__APOLLO_STATE__ = {"ROOT_QUERY":{"__typename":"Query"}};</script></body></html>`;

/** A Credly badge class: the organisation that issues it and the class's own id. */
export type BadgeClass = { issuerId: string; classId: string; issuer: string; title: string };
export const CISCO_ISSUER = '74381078-44ac-4581-8471-36bd1ce495b7';
export const IBM_ISSUER = 'd5a90a02-5fe7-4915-a42d-8273c91cab0f';

export type FakeSites = {
  /** VERIFIER_HOST_MAP and VERIFIER_CA_FILE for the app under test */
  env: Record<string, string>;
  /** paths fetched, `host/path`, in order */
  requests: string[];
  /** TLS connections accepted so far */
  connections(): number;
  /** a Coursera certificate page (its code in upper case, as Coursera issues it) */
  coursera(holder: Holder, course: { slug: string; name: string }, grantedAt?: Date): string;
  /** a Credly badge: its Open Badges assertion and its public page (the holder's name) */
  credly(holder: Holder, badge: BadgeClass, options?: { email?: string; issuedOn?: Date }): string;
  /** an edX certificate page of course `{org} {number}` */
  edx(
    holder: Holder,
    course: { name: string; org: string; number: string },
    issued?: string,
  ): string;
  freeCodeCamp(
    holder: Holder | null,
    cert: { slug: string; title: string },
    username?: string,
    date?: Date,
  ): string;
  /** an Accredible credential (Google Skillshop) of group `issuerId/groupId` */
  accredible(
    holder: Holder,
    credential: { name: string; issuerId: number; groupId: number },
    options?: { revoked?: boolean; private?: boolean; issuedOn?: string },
  ): string;
  /**
   * A Google Skills public profile with these badges; answers each badge's link (on the
   * profile) in order.
   */
  googleSkills(holder: Holder, badges: { title: string; earned?: string }[]): string[];
  /** a Microsoft Learn achievement page: the holder, the module's title and uid */
  microsoftLearn(
    holder: Holder,
    achievement: { title: string; uid: string; grantedOn?: Date },
  ): string;
  /** changes what the site does for a certificate URL from one of the makers above */
  behave(certificateUrl: string, behaviour: Behaviour): void;
  /** answers every held ('hang') request */
  release(): void;
  close(): Promise<void>;
};

/**
 * `now`: the clock the app under test runs on; a certificate is granted, by default, an hour
 * before it (before the platform saw anything of the course).
 */
export async function startFakeSites(options: { now?: () => Date } = {}): Promise<FakeSites> {
  const clock = options.now ?? (() => new Date());
  const anHourAgo = () => new Date(clock().getTime() - 3_600_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpts-fake-sites-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=DigiPoints fake learning sites',
      '-addext',
      `subjectAltName=${FAKE_SITE_HOSTS.map((h) => `DNS:${h}`).join(',')}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { stdio: 'ignore' },
  );

  /** keyed by `host/path` as fetched (the verifier's source address) */
  const entries = new Map<string, Entry>();
  const byCertificate = new Map<string, string[]>();
  const requests: string[] = [];
  const held: Array<() => void> = [];

  /** Serves `pages` at their sources (fetch addresses) for one certificate link. */
  const put = (certificateUrl: string, pages: [source: string, page: Page][]) => {
    const keys = pages.map(([source, page]) => {
      const u = new URL(source);
      const k = `${u.hostname}${u.pathname}`;
      entries.set(k, { page, behaviour: 'normal' });
      return k;
    });
    byCertificate.set(certificateUrl, keys);
    return certificateUrl;
  };
  const html = (body: string, status = 200): Page => ({
    status,
    type: 'text/html; charset=utf-8',
    body,
  });
  const json = (value: unknown, status = 200): Page => ({
    status,
    type: 'application/json',
    body: JSON.stringify(value),
  });

  const server = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (req, res) => {
      const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      const pathname = new URL(req.url ?? '/', 'https://x').pathname;
      requests.push(`${host}${pathname}`);
      // Coursera's short link redirects to the accomplishment page.
      const short = /^\/verify\/([A-Za-z0-9]+)$/.exec(pathname);
      if (host.endsWith('coursera.org') && short) {
        res.writeHead(301, {
          location: `https://www.coursera.org/account/accomplishments/verify/${short[1]}`,
        });
        return res.end();
      }
      // freeCodeCamp reads the username in any case (it lower-cases it).
      const path =
        host === 'api.freecodecamp.org'
          ? pathname.replace(
              /^(\/certificate\/showCert\/)([^/]+)/,
              (_, p: string, u: string) => p + u.toLowerCase(),
            )
          : pathname;
      const entry = entries.get(`${host}${path}`);
      const send = (page: Page) => {
        res.writeHead(page.status, { 'content-type': page.type });
        res.end(page.body);
      };
      if (!entry) {
        // Each site's own way of saying "no such certificate".
        if (host.endsWith('coursera.org')) return send(html(COURSERA_SOFT_404));
        if (host.endsWith('credly.com'))
          return pathname.startsWith('/api/')
            ? send(json({ error: 'not found' }, 404))
            : send(
                html('<!doctype html><html><head><title>Credly</title></head><body></body></html>'),
              );
        if (host === 'api.freecodecamp.org')
          return send(json({ messages: [{ type: 'info', message: 'flash.username-not-found' }] }));
        if (host === 'api.accredible.com') return send(json({ error: 'NOT_FOUND' }, 404));
        return send(html('<h1>Not found</h1>', 404));
      }
      switch (entry.behaviour) {
        case 'unreachable':
          return req.socket.destroy();
        case 'server-error':
          return send(html('<h1>Service unavailable</h1>', 503));
        case 'hang':
          held.push(() => send(entry.page));
          return;
        case 'redirect-away':
          res.writeHead(302, { location: 'https://certificates.evil.example/steal' });
          return res.end();
        default:
          return send(entry.page);
      }
    },
  );
  let connections = 0;
  server.on('secureConnection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    env: {
      VERIFIER_HOST_MAP: FAKE_SITE_HOSTS.map((h) => `${h}=127.0.0.1:${port}`).join(','),
      VERIFIER_CA_FILE: cert,
    },
    requests,
    connections: () => connections,
    coursera(holder, course, grantedAt = anHourAgo()) {
      const code = randomBytes(6).toString('hex').toUpperCase();
      const url = `https://www.coursera.org/account/accomplishments/verify/${code}`;
      return put(url, [[url, html(courseraPage(holder, course, code, grantedAt.getTime()))]]);
    },
    credly(holder, badge, options = {}) {
      const id = randomUUID();
      const salt = randomBytes(8).toString('hex');
      const email = options.email ?? `${randomBytes(6).toString('hex')}@example.net`;
      const assertion = {
        '@context': 'https://w3id.org/openbadges/v2',
        type: 'Assertion',
        id: `https://www.credly.com/api/v1/obi/v2/badge_assertions/${id}`,
        badge: `https://www.credly.com/api/v1/obi/v2/issuers/${badge.issuerId}/badge_classes/${badge.classId}`,
        recipient: {
          type: 'email',
          hashed: true,
          salt,
          identity: `sha256$${createHash('sha256')
            .update(email + salt)
            .digest('hex')}`,
        },
        issuedOn: (options.issuedOn ?? anHourAgo()).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
        verification: { type: 'HostedBadge' },
      };
      const og = `${badge.title} was issued by ${badge.issuer} to ${holder.firstName} ${holder.lastName}.`;
      return put(`https://www.credly.com/badges/${id}/public_url`, [
        [`https://www.credly.com/api/v1/obi/v2/badge_assertions/${id}`, json(assertion)],
        [
          `https://www.credly.com/badges/${id}/public_url`,
          html(`<!doctype html><html><head><title>${escapeHtml(badge.title)} - Credly</title>
<meta property="og:title" content="${escapeHtml(og)}"><meta property="og:url" content="https://www.credly.com/badges/${id}"></head>
<body><div id="root"></div></body></html>`),
        ],
      ]);
    },
    edx(holder, course, issued = 'November 2, 2026') {
      const id = randomBytes(16).toString('hex');
      const url = `https://courses.edx.org/certificates/${id}`;
      return put(url, [
        [
          url,
          html(`<!doctype html><html><head><title>${escapeHtml(course.org)} ${escapeHtml(course.number)} Certificate | edX</title></head><body>
<div class="wrapper-accomplishment-title verified"><div class="accomplishment"><p>This is to certify that</p>
<strong class="accomplishment-recipient">${escapeHtml(`${holder.firstName} ${holder.lastName}`)}</strong>
<p>successfully completed and received a passing grade in</p>
<h2><span class="accomplishment-course-name">${escapeHtml(course.name)}</span></h2>
<p><span class="accomplishment-date">Issued ${issued}</span></p>
<a href="https://courses.edx.org/certificates/${id}">https://courses.edx.org/certificates/${id}</a></div></div></body></html>`),
        ],
      ]);
    },
    freeCodeCamp(holder, certificate, username, date = anHourAgo()) {
      const user = username ?? `learner${randomBytes(3).toString('hex')}`;
      return put(`https://www.freecodecamp.org/certification/${user}/${certificate.slug}`, [
        [
          `https://api.freecodecamp.org/certificate/showCert/${user.toLowerCase()}/${certificate.slug}`,
          json({
            certSlug: certificate.slug,
            certTitle: certificate.title,
            username: user.toLowerCase(),
            ...(holder ? { name: `${holder.firstName} ${holder.lastName}` } : {}),
            date: date.getTime(),
            completionTime: 1234,
          }),
        ],
      ]);
    },
    accredible(holder, credential, options = {}) {
      const id = randomUUID();
      return put(`https://skillshop.credential.net/${id}`, [
        [
          `https://api.accredible.com/v1/credential-net/credentials/${id}`,
          json({
            credential: {
              uuid: id,
              name: credential.name,
              group_id: credential.groupId,
              issued_on: options.issuedOn ?? anHourAgo().toISOString().slice(0, 10),
              expired: false,
              revoked_at: options.revoked ? '2026-10-05' : null,
              private: options.private ?? false,
              recipient: {
                email: 'l***@example.com',
                name: `${holder.firstName} ${holder.lastName}`,
              },
              issuer: {
                id: credential.issuerId,
                name: 'Google Skillshop',
                url: 'https://skillshop.withgoogle.com',
              },
            },
          }),
        ],
      ]);
    },
    googleSkills(holder, badges) {
      const profile = randomUUID();
      const numbers = badges.map(() => String(10_000_000 + randomInt(89_999_999)));
      const source = `https://www.skills.google/public_profiles/${profile}`;
      const page =
        html(`<!doctype html><html><head><title>${escapeHtml(holder.firstName)} ${escapeHtml(holder.lastName)} | Google Skills</title></head>
<body><header><a href="/">Google Skills</a><nav>Explore · Paths · Introduction to Generative AI</nav></header>
<main class="public-profile"><h1 class="ql-display-small">${escapeHtml(holder.firstName)} ${escapeHtml(holder.lastName)}</h1>
${badges
  .map(
    (
      b,
      i,
    ) => `<div class="profile-badge"><a class="badge-image" href="${source}/badges/${numbers[i]}"><img alt="${escapeHtml(b.title)}"></a>
<span class="ql-title-medium l-mts">${escapeHtml(b.title)}</span>
<span class="ql-body-medium l-mbs">Earned ${b.earned ?? 'Nov 1, 2026'}</span></div>`,
  )
  .join('\n')}
</main></body></html>`);
      const urls = numbers.map((n) => `${source}/badges/${n}`);
      for (const url of urls) put(url, [[source, page]]);
      return urls;
    },
    microsoftLearn(holder, achievement) {
      const user = `learner-${randomBytes(3).toString('hex')}`;
      const code = randomBytes(5).toString('hex').toUpperCase();
      const url = `https://learn.microsoft.com/api/achievements/share/en-us/${user}/${code}?sharingId=${randomBytes(8).toString('hex')}`;
      return put(url, [
        [
          url,
          html(`<!doctype html><html lang="en-us"><head><title>${escapeHtml(achievement.title)} | Microsoft Learn</title>
<meta name="achievement:uid" content="${escapeHtml(achievement.uid)}"></head>
<body><header><a href="/">Microsoft Learn</a> Documentation · Training · Credentials · Q&amp;A</header>
<main><h1 data-testid="achievement-title">${escapeHtml(achievement.title)}</h1>
<p>Completed by <span data-testid="achievement-learner">${escapeHtml(holder.firstName)} ${escapeHtml(holder.lastName)}</span></p>
<time data-testid="achievement-date" datetime="${(achievement.grantedOn ?? anHourAgo()).toISOString()}"></time></main>
<footer>Microsoft Learn · Privacy · Terms of use</footer></body></html>`),
        ],
      ]);
    },
    behave(certificateUrl, behaviour) {
      const keys = byCertificate.get(certificateUrl);
      if (!keys) throw new Error(`no fake certificate ${certificateUrl}`);
      for (const k of keys) entries.get(k)!.behaviour = behaviour;
    },
    release() {
      for (const answer of held.splice(0)) answer();
    },
    async close() {
      for (const answer of held.splice(0)) answer();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A catalogue course as the fake sites need it: its identifiers at the issuer, when known. */
export type FakeCourse = {
  name: string;
  website: string;
  courseKey: string;
  url?: string;
  identifiers?: { kind: string; value: string }[];
};

/**
 * A certificate the fake sites issue to `holder` for a catalogue course (by its site), carrying the
 * course's own identifiers (`identifiers`, else the seed's for its address): Coursera pages,
 * Credly badges for Cisco and IBM, freeCodeCamp's API, Skillshop's Accredible, edX pages.
 */
export function certificateFor(sites: FakeSites, holder: Holder, course: FakeCourse): string {
  const ids = course.identifiers ?? identifiersOf(course);
  const value = (kind: string) => ids.find((i) => i.kind === kind)?.value;
  const tail = course.courseKey.split(/[:/]/).at(-1)!;
  switch (course.website) {
    case 'Coursera':
      return sites.coursera(holder, { slug: value('coursera-course') ?? tail, name: course.name });
    case 'Cisco Networking Academy':
    case 'IBM SkillsBuild': {
      const cisco = course.website === 'Cisco Networking Academy';
      const [issuerId, classId] = (value('credly-badge-class') ?? '').split('/');
      return sites.credly(
        holder,
        {
          issuerId: issuerId ?? (cisco ? CISCO_ISSUER : IBM_ISSUER),
          classId: classId ?? randomUUID(),
          issuer: cisco ? 'Cisco' : 'IBM',
          title: course.name,
        },
        holder.email ? { email: holder.email } : {},
      );
    }
    case 'freeCodeCamp':
      return sites.freeCodeCamp(holder, {
        slug: value('freecodecamp-cert') ?? tail,
        title: course.name,
      });
    case 'Google Skillshop': {
      const [issuerId, groupId] = (value('accredible-group') ?? '1/1').split('/');
      return sites.accredible(holder, {
        name: course.name,
        issuerId: Number(issuerId),
        groupId: Number(groupId),
      });
    }
    case 'edX': {
      const [org, number] = (value('edx-course') ?? 'org+number').split('+');
      return sites.edx(holder, { name: course.name, org: org!, number: number! });
    }
    default:
      throw new Error(`the fake sites cannot issue a certificate for ${course.website}`);
  }
}

/** The seed catalogue's identifiers of a course (by its address). */
function identifiersOf(course: FakeCourse): { kind: string; value: string }[] {
  const seeded = course.url ? seedCourses.find((c) => c.url === course.url) : undefined;
  return seeded ? seedIdentifiers(seeded) : [];
}
