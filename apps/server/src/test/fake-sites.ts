import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A local https stand-in for the learning sites' certificate pages and APIs, following each
 * checked site's real structure (research/learning-sites.md). Its certificate is self-signed and
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

export type Holder = { firstName: string; lastName: string };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function courseraPage(
  holder: Holder,
  course: { slug: string; name: string },
  code: string,
  grantedAt: number,
): string {
  const state = {
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
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(course.name)} - Coursera</title></head>
<body><div id="root"><main><h1>Course Certificate</h1><p>${escapeHtml(holder.firstName)} ${escapeHtml(holder.lastName)} has successfully completed ${escapeHtml(course.name)}</p></main></div>
<script>window.__APOLLO_STATE__ = ${JSON.stringify(state)};</script></body></html>`;
}

const COURSERA_SOFT_404 = `<!doctype html><html lang="en"><head><title>Coursera | Online Courses</title></head>
<body><div id="root"><main><h1>Oops! We can't find the page you're looking for.</h1></main></div>
<script>window.__APOLLO_STATE__ = {"ROOT_QUERY":{"__typename":"Query"}};</script></body></html>`;

export type FakeSites = {
  /** VERIFIER_HOST_MAP and VERIFIER_CA_FILE for the app under test */
  env: Record<string, string>;
  /** paths fetched, `host/path`, in order */
  requests: string[];
  /** TLS connections accepted so far */
  connections(): number;
  coursera(holder: Holder, course: { slug: string; name: string }, grantedAt?: Date): string;
  credly(holder: Holder, badge: string, issuer?: string): string;
  edx(holder: Holder, course: string, issued?: string): string;
  freeCodeCamp(
    holder: Holder | null,
    cert: { slug: string; title: string },
    username?: string,
  ): string;
  accredible(holder: Holder, credential: string, revoked?: boolean): string;
  /** a Microsoft Learn achievement page with the given text */
  microsoftLearn(text: string): string;
  /** changes what the site does for a certificate URL from one of the makers above */
  behave(certificateUrl: string, behaviour: Behaviour): void;
  /** answers every held ('hang') request */
  release(): void;
  close(): Promise<void>;
};

export async function startFakeSites(): Promise<FakeSites> {
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
  const byCertificate = new Map<string, string>();
  const requests: string[] = [];
  const held: Array<() => void> = [];

  const put = (certificateUrl: string, source: string, page: Page) => {
    const u = new URL(source);
    const k = `${u.hostname}${u.pathname}`;
    entries.set(k, { page, behaviour: 'normal' });
    byCertificate.set(certificateUrl, k);
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
      const entry = entries.get(`${host}${pathname}`);
      const send = (page: Page) => {
        res.writeHead(page.status, { 'content-type': page.type });
        res.end(page.body);
      };
      if (!entry) {
        // Each site's own way of saying "no such certificate".
        if (host.endsWith('coursera.org')) return send(html(COURSERA_SOFT_404));
        if (host.endsWith('credly.com'))
          return send(
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
    coursera(holder, course, grantedAt = new Date()) {
      const code = randomBytes(6).toString('hex').toUpperCase();
      const url = `https://www.coursera.org/account/accomplishments/verify/${code}`;
      return put(url, url, html(courseraPage(holder, course, code, grantedAt.getTime())));
    },
    credly(holder, badge, issuer = 'Cisco') {
      const id = randomUUID();
      const og = `${badge} was issued by ${issuer} to ${holder.firstName} ${holder.lastName}.`;
      return put(
        `https://www.credly.com/badges/${id}/public_url`,
        `https://www.credly.com/badges/${id}/public_url`,
        html(`<!doctype html><html><head><title>${escapeHtml(badge)} - Credly</title>
<meta property="og:title" content="${escapeHtml(og)}"><meta property="og:url" content="https://www.credly.com/badges/${id}"></head>
<body><div id="root"></div></body></html>`),
      );
    },
    edx(holder, course, issued = 'November 2, 2026') {
      const id = randomBytes(16).toString('hex');
      const url = `https://courses.edx.org/certificates/${id}`;
      return put(
        url,
        url,
        html(`<!doctype html><html><head><title>HarvardX CS50 Certificate | edX</title></head><body>
<div class="accomplishment"><p>This is to certify that</p>
<strong class="accomplishment-recipient hd-1 emphasized">${escapeHtml(`${holder.firstName} ${holder.lastName}`)}</strong>
<p>successfully completed and received a passing grade in</p>
<h2><span class="accomplishment-course-name">${escapeHtml(course)}</span></h2>
<p class="accomplishment-date">Issued ${issued}</p></div></body></html>`),
      );
    },
    freeCodeCamp(holder, certificate, username) {
      const user = username ?? `learner${randomBytes(3).toString('hex')}`;
      return put(
        `https://www.freecodecamp.org/certification/${user}/${certificate.slug}`,
        `https://api.freecodecamp.org/certificate/showCert/${user}/${certificate.slug}`,
        json({
          certSlug: certificate.slug,
          certTitle: certificate.title,
          username: user,
          ...(holder ? { name: `${holder.firstName} ${holder.lastName}` } : {}),
          date: Date.now(),
          completionTime: 1234,
        }),
      );
    },
    accredible(holder, credential, revoked = false) {
      const id = randomUUID();
      return put(
        `https://skillshop.credential.net/${id}`,
        `https://api.accredible.com/v1/credential-net/credentials/${id}`,
        json({
          credential: {
            uuid: id,
            name: credential,
            issued_on: '2026-10-01',
            expired: false,
            revoked_at: revoked ? '2026-10-05' : null,
            private: false,
            recipient: { name: `${holder.firstName} ${holder.lastName}` },
            issuer: { url: 'https://skillshop.withgoogle.com' },
          },
        }),
      );
    },
    microsoftLearn(text) {
      const code = randomBytes(5).toString('hex').toUpperCase();
      const url = `https://learn.microsoft.com/api/achievements/share/en-us/learner/${code}?sharingId=${randomBytes(8).toString('hex')}`;
      return put(
        url,
        url,
        html(`<!doctype html><html><body><main>${escapeHtml(text)}</main></body></html>`),
      );
    },
    behave(certificateUrl, behaviour) {
      const k = byCertificate.get(certificateUrl);
      const entry = k ? entries.get(k) : undefined;
      if (!entry) throw new Error(`no fake certificate ${certificateUrl}`);
      entry.behaviour = behaviour;
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

/**
 * A certificate the fake sites will verify for `holder` and a catalogue course (by its site):
 * Coursera pages, Credly badges for Cisco and IBM, freeCodeCamp's API, Skillshop's Accredible.
 */
export function certificateFor(
  sites: FakeSites,
  holder: Holder,
  course: { name: string; website: string; courseKey: string },
): string {
  const tail = course.courseKey.split(/[:/]/).at(-1)!;
  switch (course.website) {
    case 'Coursera':
      return sites.coursera(holder, { slug: tail, name: course.name });
    case 'Cisco Networking Academy':
    case 'IBM SkillsBuild':
      return sites.credly(
        holder,
        course.name,
        course.website === 'IBM SkillsBuild' ? 'IBM' : 'Cisco',
      );
    case 'freeCodeCamp':
      return sites.freeCodeCamp(holder, { slug: tail, title: course.name });
    case 'Google Skillshop':
      return sites.accredible(holder, course.name);
    default:
      throw new Error(`the fake sites cannot issue a certificate for ${course.website}`);
  }
}
