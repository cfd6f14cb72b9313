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
