import { EXTENSION_MARK } from '@dpts/contract/constants';

/**
 * Asks the extension, when it marks this page, to send the course events it still holds, and
 * answers how many could not be sent (0 without the extension). Used before sign-out, which
 * ends the session those events would be credited to (decision 069). Gives up after `timeoutMs`
 * with the count the extension last showed.
 */
export function flushExtension(doc: Document = document, timeoutMs = 5000): Promise<number> {
  const root = doc.documentElement;
  const waiting = () => Number(root.getAttribute(EXTENSION_MARK.waitingAttribute) ?? 0) || 0;
  if (!root.hasAttribute(EXTENSION_MARK.attribute) || waiting() === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.removeEventListener(EXTENSION_MARK.flushedEvent, done);
      resolve(waiting());
    };
    const timer = setTimeout(done, timeoutMs);
    doc.addEventListener(EXTENSION_MARK.flushedEvent, done);
    doc.dispatchEvent(new (doc.defaultView ?? globalThis).CustomEvent(EXTENSION_MARK.flushEvent));
  });
}
