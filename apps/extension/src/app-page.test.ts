import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { EXTENSION_MARK } from '@dpts/contract/constants';
import { markAppPage } from './app-page.ts';

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
