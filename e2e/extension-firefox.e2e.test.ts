import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import puppeteer, { type Browser } from 'puppeteer-core';
import { callApi } from './helpers/api';
import { buildExtensionFor, fixturePage, startFakeSite, type FakeSite } from './helpers/extension';
import { signUpVerifiedOfficer } from './helpers/officer';
import { startServer, type RunningServer } from './helpers/server';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const COURSE_URL = 'https://www.coursera.org/learn/ai-for-everyone';

/**
 * An HTTPS proxy that sends the learning site's host to its local stand-in and refuses
 * everything else: Firefox's answer to Chromium's --host-resolver-rules.
 */
async function startSiteProxy(site: FakeSite): Promise<{ port: number; close: () => void }> {
  const proxy: Server = createServer((_req, res) => res.writeHead(403).end());
  proxy.on('connect', (req, socket, head) => {
    const [host] = (req.url ?? '').split(':');
    if (host !== site.host) return socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = connect(site.port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { port: (proxy.address() as AddressInfo).port, close: () => proxy.close() };
}

/**
 * The Firefox build of the extension in a real Firefox (ESR, over WebDriver BiDi), with least
 * privilege (decision 068): it follows the session and tracks a course started on Coursera's
 * course page, served by a local stand-in.
 */
describe.skipIf(!existsSync(FIREFOX))('the extension in Firefox', () => {
  let server: RunningServer;
  let coursera: FakeSite;
  let proxy: { port: number; close: () => void };
  let built: { dir: string; remove: () => Promise<void> };
  let firefox: Browser;

  beforeAll(async () => {
    coursera = await startFakeSite('www.coursera.org', async (pathname) =>
      pathname === '/learn/ai-for-everyone' ? fixturePage('coursera', 'course') : null,
    );
    proxy = await startSiteProxy(coursera);
    server = await startServer();
    built = await buildExtensionFor(server.url, 'firefox');
    firefox = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        'network.proxy.type': 1,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': proxy.port,
        'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
        // Site access asked for at install is granted, as a person accepting the prompt would.
        'extensions.originControls.grantByDefault': true,
      },
    });
    await firefox.installExtension(built.dir);
  }, 240_000);

  afterAll(async () => {
    await firefox?.close();
    proxy?.close();
    await coursera?.stop();
    await built?.remove();
    await server?.stop();
  });

  it('follows the web app session and counts a course started on the site', async () => {
    const officer = await signUpVerifiedOfficer(server.url, {
      firstName: 'Amaka',
      learningPath: ['Artificial Intelligence (AI)', 'Data Analysis', 'Cybersecurity', 'Sales'],
    });
    const page = await firefox.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('input[type="email"]').fill(officer.email);
    await page.locator('input[type="password"]').fill(officer.password);
    await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
    // The extension marks the app's pages it runs on.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.dptsExtension ?? null), {
        timeout: 30_000,
      })
      .toBe('1');

    const site = await firefox.newPage();
    await site.goto(COURSE_URL);
    await site.locator('::-p-text(Enroll for Free)').click();
    const enrolled = async () =>
      (
        (await callApi(server.url, '/profile', { token: officer.token })) as {
          data: { enrolledCourses: number };
        }
      ).data.enrolledCourses;
    await expect.poll(enrolled, { timeout: 60_000, interval: 1000 }).toBe(1);
    // The site's own page was read: the stand-in served it through the proxy.
    expect(coursera.hits).toContain('/learn/ai-for-everyone');
  });
});
