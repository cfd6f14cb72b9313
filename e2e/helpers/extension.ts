import { execFile } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { generate } from 'selfsigned';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP } from './browser';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const extensionDir = path.join(repoRoot, 'apps/extension');

/**
 * Builds the Chrome extension for a web app origin (the e2e server's port is only known at run
 * time, and the extension's host permission, cookie and API are fixed at build time).
 */
export async function buildExtensionFor(
  appUrl: string,
  browser: 'chrome' | 'firefox' = 'chrome',
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'dpts-ext-'));
  await run(
    process.execPath,
    [path.join(repoRoot, 'node_modules/wxt/bin/wxt.mjs'), 'build', '-b', browser],
    {
      cwd: extensionDir,
      env: { ...process.env, APP_URL: appUrl, DPTS_EXTENSION_OUT_DIR: outDir },
    },
  );
  return {
    dir: path.join(outDir, browser),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}

/**
 * A learning site's pages served over https with a certificate made for it now. `certFile` holds
 * that certificate (PEM), for a server that fetches from the site (`VERIFIER_CA_FILE`).
 */
export type FakeSite = {
  host: string;
  port: number;
  hits: string[];
  certFile: string;
  stop: () => Promise<void>;
};

export async function startFakeSite(
  host: string,
  pages: (pathname: string, from: { userAgent: string }) => Promise<string | null>,
): Promise<FakeSite> {
  const pems = await generate([{ name: 'commonName', value: host }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: host }] }],
  });
  const hits: string[] = [];
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const url = new URL(req.url ?? '/', `https://${host}`);
    hits.push(url.pathname);
    void pages(url.pathname, { userAgent: req.headers['user-agent'] ?? '' }).then((html) => {
      res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html ?? '<h1>Not found</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dpts-site-'));
  const certFile = path.join(dir, 'cert.pem');
  await writeFile(certFile, pems.cert);
  return {
    host,
    port: (server.address() as AddressInfo).port,
    hits,
    certFile,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Coursera certificate page as the site serves it: what a person sees (read by the extension)
 * and the embedded page data with the learner's first and last name and the course (read by the
 * server's verifier, apps/server/src/features/claims/check-certificate.ts).
 */
export function courseraCertificatePage(
  holder: { firstName: string; lastName: string },
  course: { slug: string; name: string },
  code: string,
): string {
  const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const name = esc(`${holder.firstName} ${holder.lastName}`);
  const state = {
    [`AccomplishmentsSignatureTrackProfile:${code.toLowerCase()}`]: {
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
      grantedAt: Date.now(),
    },
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Coursera | Online Courses &amp; Credentials From Top Educators</title>
    <meta property="og:title" content="Completion Certificate for ${esc(course.name)}" />
  </head>
  <body>
    <div id="root">
      <main>
        <div class="rc-AccomplishmentsPage">
          <h1 class="cds-Typography-h3">Course Certificate</h1>
          <p>Completed by <strong class="rc-LearnerName">${name}</strong></p>
          <h2><a data-e2e="course-name" class="course-name" href="/learn/${esc(course.slug)}">${esc(course.name)}</a></h2>
          <p>${name}'s account is verified. Coursera certifies their successful completion of <span>${esc(course.name)}</span></p>
        </div>
      </main>
    </div>
    <script>window.__APOLLO_STATE__ = ${JSON.stringify(state).replace(/</g, '\\u003c')};</script>
  </body>
</html>`;
}

/** A saved page of a learning site (the extension's own test fixtures). */
export function fixturePage(site: string, page: 'course' | 'certificate'): Promise<string> {
  return readFile(path.join(extensionDir, 'src/fixtures', site, `${page}.html`), 'utf8');
}

export type ExtensionBrowser = {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  close: () => Promise<void>;
};

/**
 * Chromium with the unpacked extension loaded: a persistent profile and the new headless mode
 * (the only ones that load extensions). The fake sites' hosts resolve to their local servers.
 * `language` is the browser's own (its interface, which the extension's manifest texts follow).
 */
export async function launchWithExtension(
  extensionPath: string,
  baseURL: string,
  sites: FakeSite[],
  { language }: { language?: string } = {},
): Promise<ExtensionBrowser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'dpts-profile-'));
  const rules = sites.map((s) => `MAP ${s.host} 127.0.0.1:${s.port}`).join(', ');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    baseURL,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      `--host-resolver-rules=${rules}`,
      '--ignore-certificate-errors',
      ...(language ? [`--lang=${language}`] : []),
    ],
  });
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
