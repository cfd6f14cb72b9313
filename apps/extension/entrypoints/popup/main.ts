import { browser } from 'wxt/browser';
import { APP_ORIGIN } from '../../src/config.ts';
import { activateLanguage, i18n, languageFor } from '../../src/i18n.ts';
import type { ToBackground } from '../../src/messages.ts';
import { readState } from '../../src/state.ts';
import { storageAreaStore } from '../../src/storage.ts';
import { popupView } from '../../src/view.ts';
import '../../src/ui.css';

const store = storageAreaStore(browser.storage.local);
const root = document.getElementById('root')!;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function link(href: string, text: string, className = 'button'): HTMLAnchorElement {
  return el('a', { href, target: '_blank', rel: 'noopener noreferrer', className }, text);
}

/**
 * Firefox lets people withhold or revoke host permissions (and does not grant them to a
 * temporary add-on): without them nothing can be tracked, so the popup asks for them.
 */
async function accessMissing(): Promise<string[] | null> {
  const manifest = browser.runtime.getManifest();
  // Firefox asks for the content scripts' pages as host access too; Chrome grants them with the
  // extension and does not count them among the host permissions.
  const pages = __DPTS_FIREFOX__
    ? (manifest.content_scripts ?? []).flatMap((script) => script.matches ?? [])
    : [];
  const origins = [...(manifest.host_permissions ?? []), ...pages];
  return (await browser.permissions.contains({ origins })) ? null : origins;
}

function accessRequest(origins: string[]): HTMLElement {
  const button = el('button', { type: 'button', className: 'button' }, i18n._('Allow access'));
  button.addEventListener('click', () => {
    void browser.permissions.request({ origins }).then(() => render());
  });
  return el(
    'div',
    { className: 'notice', role: 'status' },
    el(
      'p',
      {},
      i18n._(
        'DigiPoints needs access to the learning sites’ course and certificate pages, and to DigiPoints, to count your courses.',
      ),
    ),
    button,
  );
}

async function render(): Promise<void> {
  const state = await readState(store);
  const language = languageFor(state.officer, navigator.languages);
  await activateLanguage(language, document);
  const view = popupView(state, APP_ORIGIN, language);
  const missing = await accessMissing();
  const access = missing ? [accessRequest(missing)] : [];
  if (view.kind === 'signed-out') {
    root.replaceChildren(
      el('h1', {}, 'DigiPoints'),
      ...access,
      el('p', {}, i18n._('Sign in on DigiPoints to count your courses and earn points.')),
      link(view.signInUrl, i18n._('Sign in on DigiPoints')),
    );
    return;
  }
  const list = el('ul', { className: 'courses' });
  for (const c of view.completions)
    list.append(
      el(
        'li',
        {},
        link(c.url, c.title, ''),
        el('span', { className: `outcome ${c.tone}` }, c.status),
        ...(c.next ? [link(c.next.href, c.next.text, 'next')] : []),
      ),
    );
  root.replaceChildren(
    el('h1', {}, view.name),
    el('p', { className: 'muted' }, view.email),
    el('p', { className: 'points', id: 'points' }, view.points),
    ...access,
    ...(view.notice ? [el('p', { className: 'notice', role: 'status' }, view.notice)] : []),
    el(
      'dl',
      {},
      el('dt', {}, i18n._('Completed courses')),
      el('dd', { id: 'completed' }, String(view.completedCount)),
      // Sent completions count as completed only once the issuing site confirmed them.
      ...(view.verifyingCount === null
        ? []
        : [
            el('dt', {}, i18n._('Verifying')),
            el('dd', { id: 'verifying' }, String(view.verifyingCount)),
          ]),
      el('dt', {}, i18n._('Waiting to be sent')),
      el('dd', { id: 'waiting' }, String(view.waiting)),
      el('dt', {}, i18n._('Last sync')),
      el('dd', { id: 'last-sync' }, view.lastSync),
    ),
    ...(view.completions.length ? [el('h2', {}, i18n._('Completed here')), list] : []),
    link(view.dashboardUrl, i18n._('Open dashboard')),
  );
}

browser.storage.onChanged.addListener((_changes, area) => {
  if (area === 'local') void render();
});
void render();
// Opening the popup is a good moment to catch up.
const message: ToBackground = { kind: 'sync-now' };
void browser.runtime.sendMessage(message).catch(() => undefined);
