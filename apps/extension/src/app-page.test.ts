import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { EXTENSION_MARK } from '@dpts/contract/constants';
import { answerFlushes, markAppPage, showWaiting } from './app-page.ts';

it('marks the app page at document start and hides the install prompt rendered later', () => {
  // At document_start the page has no body yet.
  const dom = new JSDOM('', { url: 'http://localhost:3000/dashboard' });
  const doc = dom.window.document;
  doc.documentElement.replaceChildren();
  markAppPage(doc);
  expect(doc.documentElement.getAttribute(EXTENSION_MARK.attribute)).toBe('1');

  const body = doc.createElement('body');
  body.innerHTML = `<section id="${EXTENSION_MARK.installPromptElementId}">Get the extension</section>`;
  doc.documentElement.append(body);
  const prompt = doc.getElementById(EXTENSION_MARK.installPromptElementId)!;
  expect(dom.window.getComputedStyle(prompt).display).toBe('none');
});

it('shows the app how many events wait, and sends them when the app asks before sign-out', async () => {
  const dom = new JSDOM('<body></body>', { url: 'http://localhost:3000/dashboard' });
  const doc = dom.window.document;
  let waiting = 3;
  showWaiting(doc, waiting);
  expect(doc.documentElement.getAttribute(EXTENSION_MARK.waitingAttribute)).toBe('3');
  answerFlushes(doc, async () => {
    waiting = 1; // two were sent, one could not be
    return waiting;
  });
  const flushed = new Promise<void>((resolve) =>
    doc.addEventListener(EXTENSION_MARK.flushedEvent, () => resolve(), { once: true }),
  );
  doc.dispatchEvent(new dom.window.CustomEvent(EXTENSION_MARK.flushEvent));
  await flushed;
  expect(doc.documentElement.getAttribute(EXTENSION_MARK.waitingAttribute)).toBe('1');
});
