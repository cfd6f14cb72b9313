import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import {
  learningSites,
  normalizeCourseTitle,
  ZActivityEvent,
  type TActivityEvent,
} from '@dpts/contract';
import { seedCourses } from '../../server/src/features/catalogue/seed-data.ts';
import { fixtureCases } from './fixtures/cases.ts';
import { watchLearningPage } from './learning-page.ts';
import { readPage } from './page-reader.ts';

const fixture = (site: string, page: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', site, `${page}.html`), 'utf8');

/** A tab of the learning site, with the content script's watcher running in it. */
function openTab(html: string, url: string) {
  const dom = new JSDOM(html, { url, pretendToBeVisual: true });
  const sent: TActivityEvent[] = [];
  const stop = watchLearningPage({
    win: dom.window as unknown as Window,
    send: (event) => sent.push(event),
    titleWaitMs: 200,
  });
  const close = () => {
    stop();
    dom.window.close();
  };
  return { dom, sent, close };
}

function click(dom: JSDOM, selector: string) {
  const target = dom.window.document.querySelector(selector);
  if (!target) throw new Error(`no ${selector} in the fixture`);
  target.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
}

it('has one fixture set for every site rule', () => {
  expect(fixtureCases.map((c) => c.site).sort()).toEqual(learningSites.map((s) => s.id).sort());
});

describe.each(fixtureCases.map((c) => [c.site, c] as const))('on %s', (site, c) => {
  const rule = learningSites.find((s) => s.id === site)!;

  it.runIf(!!c.course)('reports a visit with the course title on the course page', () => {
    const tab = openTab(fixture(site, 'course'), c.course!.url);
    expect(tab.sent).toHaveLength(1);
    const [visit] = tab.sent;
    expect(ZActivityEvent.safeParse(visit).success).toBe(true);
    expect(visit).toMatchObject({ type: 'visit', url: c.course!.url, title: c.course!.title });
    expect(visit!.certificateUrl).toBeUndefined();
    tab.close();
  });

  it.runIf(!!c.course)('reports a start when the start control is clicked, once', () => {
    const tab = openTab(fixture(site, 'course'), c.course!.url);
    click(tab.dom, 'header a, nav a, main p');
    expect(tab.sent.map((e) => e.type)).toEqual(['visit']);
    click(tab.dom, '[data-fixture="start"]');
    click(tab.dom, '[data-fixture="start"]');
    expect(tab.sent.map((e) => e.type)).toEqual(['visit', 'start']);
    expect(tab.sent[1]).toMatchObject({ url: c.course!.url, title: c.course!.title });
    expect(new Set(tab.sent.map((e) => e.id)).size).toBe(2);
    tab.close();
  });

  it('reports a completion with the certificate address and the course title', () => {
    const tab = openTab(fixture(site, 'certificate'), c.certificate.url);
    expect(tab.sent).toHaveLength(1);
    const [complete] = tab.sent;
    expect(ZActivityEvent.safeParse(complete).success).toBe(true);
    expect(complete).toMatchObject({
      type: 'complete',
      url: c.certificate.url,
      certificateUrl: c.certificate.url,
      title: c.certificate.title,
    });
    tab.close();
  });

  it.runIf(!!c.catalogueName)('reads a certificate title the catalogue course matches', () => {
    const course = seedCourses.find((s) => s.name === c.catalogueName);
    expect(course, c.catalogueName).toBeDefined();
    expect(normalizeCourseTitle(c.certificate.title)).toBe(normalizeCourseTitle(course!.name));
    if (c.course) expect(c.course.url).toBe(course!.url);
  });

  it('does not read pages of the site that are neither course nor certificate', () => {
    for (const other of rule.testUrls.other) {
      // A document that throws when touched: such pages must not be read at all.
      const untouchable = new Proxy({} as Document, {
        get() {
          throw new Error(`read ${other}`);
        },
      });
      expect(readPage(new URL(other), untouchable)).toBeNull();
    }
  });
});

describe('the page watcher', () => {
  it('waits for a certificate title that renders after load', async () => {
    // The single-page app's shell: no heading until the certificate loads.
    const url = 'https://www.coursera.org/account/accomplishments/verify/LATE12345';
    const dom = new JSDOM(
      '<html><head><title>Coursera</title></head><body><main id="app"></main></body></html>',
      { url },
    );
    const sent: TActivityEvent[] = [];
    const stop = watchLearningPage({
      win: dom.window as unknown as Window,
      send: (e) => sent.push(e),
    });
    expect(sent).toHaveLength(0);
    dom.window.document.getElementById('app')!.innerHTML =
      '<h2><a data-e2e="course-name" href="/learn/ai-for-everyone">AI For Everyone</a></h2>';
    await vi.waitFor(() =>
      expect(sent).toMatchObject([{ type: 'complete', title: 'AI For Everyone', url }]),
    );
    stop();
  });

  it('reports a certificate without a title when none shows in time', async () => {
    const url = 'https://www.coursera.org/account/accomplishments/verify/NOTITLE123';
    const dom = new JSDOM('<html><body><main></main></body></html>', { url });
    const sent: TActivityEvent[] = [];
    const stop = watchLearningPage({
      win: dom.window as unknown as Window,
      send: (e) => sent.push(e),
      titleWaitMs: 30,
    });
    await vi.waitFor(() =>
      expect(sent).toMatchObject([{ type: 'complete', title: '', certificateUrl: url }]),
    );
    stop();
  });

  it('follows in-app navigation from the catalogue to a course page', async () => {
    const dom = new JSDOM('<html><body><h1>Explore</h1></body></html>', {
      url: 'https://www.coursera.org/browse/data-science',
    });
    const sent: TActivityEvent[] = [];
    const stop = watchLearningPage({
      win: dom.window as unknown as Window,
      send: (e) => sent.push(e),
    });
    expect(sent).toHaveLength(0);
    dom.window.document.body.innerHTML = '<h1>AI For Everyone</h1>';
    dom.window.history.pushState({}, '', '/learn/ai-for-everyone');
    dom.window.dispatchEvent(new dom.window.PopStateEvent('popstate'));
    expect(sent).toMatchObject([
      {
        type: 'visit',
        title: 'AI For Everyone',
        url: 'https://www.coursera.org/learn/ai-for-everyone',
      },
    ]);
    stop();
  });

  it('ignores pages outside https and outside the tracked sites', () => {
    for (const url of [
      'http://www.coursera.org/learn/python',
      'https://example.com/learn/python',
    ]) {
      const tab = openTab('<h1>Python</h1><button data-e2e="enroll-button">Enroll</button>', url);
      click(tab.dom, 'button');
      expect(tab.sent).toEqual([]);
      tab.close();
    }
  });
});
