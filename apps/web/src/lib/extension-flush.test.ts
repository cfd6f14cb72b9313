import { afterEach, describe, expect, it } from 'vitest';
import { EXTENSION_MARK } from '@dpts/contract/constants';
import { flushExtension } from './extension-flush';

const root = document.documentElement;

/** What the extension's app content script does: sends, then shows what is left. */
function extensionThatSends(left: number) {
  root.setAttribute(EXTENSION_MARK.attribute, '1');
  const onFlush = () => {
    root.setAttribute(EXTENSION_MARK.waitingAttribute, String(left));
    document.dispatchEvent(new CustomEvent(EXTENSION_MARK.flushedEvent));
  };
  document.addEventListener(EXTENSION_MARK.flushEvent, onFlush);
  return () => document.removeEventListener(EXTENSION_MARK.flushEvent, onFlush);
}

describe('flushExtension', () => {
  afterEach(() => {
    root.removeAttribute(EXTENSION_MARK.attribute);
    root.removeAttribute(EXTENSION_MARK.waitingAttribute);
  });

  it('answers 0 at once without the extension or with nothing waiting', async () => {
    expect(await flushExtension()).toBe(0);
    root.setAttribute(EXTENSION_MARK.attribute, '1');
    root.setAttribute(EXTENSION_MARK.waitingAttribute, '0');
    expect(await flushExtension()).toBe(0);
  });

  it('asks the extension to send and answers what is still waiting', async () => {
    root.setAttribute(EXTENSION_MARK.waitingAttribute, '4');
    const stop = extensionThatSends(0);
    expect(await flushExtension()).toBe(0);
    stop();
    root.setAttribute(EXTENSION_MARK.waitingAttribute, '4');
    const stopAgain = extensionThatSends(2);
    expect(await flushExtension()).toBe(2);
    stopAgain();
  });

  it('gives up with the last count when the extension does not answer', async () => {
    root.setAttribute(EXTENSION_MARK.attribute, '1');
    root.setAttribute(EXTENSION_MARK.waitingAttribute, '3');
    expect(await flushExtension(document, 10)).toBe(3);
  });
});
