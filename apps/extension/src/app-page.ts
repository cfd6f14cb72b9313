import { EXTENSION_MARK } from '@dpts/contract/constants';

/**
 * Marks the web app's page as having the extension (the dashboard looks for the mark for 10 s)
 * and hides the install prompt. Runs at document_start, before the app renders, so the prompt
 * is hidden by a style rule rather than by finding the element.
 */
export function markAppPage(doc: Document): void {
  doc.documentElement.setAttribute(EXTENSION_MARK.attribute, '1');
  const style = doc.createElement('style');
  style.textContent = `#${EXTENSION_MARK.installPromptElementId}{display:none!important}`;
  (doc.head ?? doc.documentElement).append(style);
}

/** Shows the app how many events wait to be sent (only a count: nothing else leaves the extension). */
export function showWaiting(doc: Document, waiting: number): void {
  doc.documentElement.setAttribute(EXTENSION_MARK.waitingAttribute, String(waiting));
}

/**
 * Before signing out, the app asks the extension to send what waits (decision 069): the session
 * ends with the sign-out, and events left then can no longer be credited. `flush` sends and
 * answers the count still waiting, which the app shows before it signs out.
 */
export function answerFlushes(doc: Document, flush: () => Promise<number>): () => void {
  const onFlush = () => {
    void flush()
      .catch(() => Number(doc.documentElement.getAttribute(EXTENSION_MARK.waitingAttribute) ?? 0))
      .then((waiting) => {
        showWaiting(doc, waiting);
        doc.dispatchEvent(
          new (doc.defaultView ?? globalThis).CustomEvent(EXTENSION_MARK.flushedEvent),
        );
      });
  };
  doc.addEventListener(EXTENSION_MARK.flushEvent, onFlush);
  return () => doc.removeEventListener(EXTENSION_MARK.flushEvent, onFlush);
}
