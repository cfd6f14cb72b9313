import { browser } from 'wxt/browser';
import { APP_ORIGIN } from '../../src/config.ts';
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
  const origins = browser.runtime.getManifest().host_permissions ?? [];
  return (await browser.permissions.contains({ origins })) ? null : origins;
}

function accessRequest(origins: string[]): HTMLElement {
  const button = el('button', { type: 'button', className: 'button' }, 'Allow access');
  button.addEventListener('click', () => {
    void browser.permissions.request({ origins }).then(() => render());
  });
  return el(
    'div',
    { className: 'notice', role: 'status' },
    el(
      'p',
      {},
      'DigiPoints needs access to the learning sites and to DigiPoints to count your courses.',
    ),
    button,
  );
}

async function render(): Promise<void> {
  const view = popupView(await readState(store), APP_ORIGIN);
  const missing = await accessMissing();
  const access = missing ? [accessRequest(missing)] : [];
  if (view.kind === 'signed-out') {
    root.replaceChildren(
      el('h1', {}, 'DigiPoints'),
      ...access,
      el('p', {}, 'Sign in on DigiPoints to count your courses and earn points.'),
      link(view.signInUrl, 'Sign in on DigiPoints'),
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
        ...(c.verifying ? [el('span', { className: 'muted' }, ' · sent for checking')] : []),
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
      el('dt', {}, 'Completed courses'),
      el('dd', { id: 'completed' }, String(view.completedCount)),
      // Sent completions count as completed only once the issuing site confirmed them.
      ...(view.verifyingCount === null
        ? []
        : [el('dt', {}, 'Verifying'), el('dd', { id: 'verifying' }, String(view.verifyingCount))]),
      el('dt', {}, 'Waiting to be sent'),
      el('dd', { id: 'waiting' }, String(view.waiting)),
      el('dt', {}, 'Last sync'),
      el('dd', { id: 'last-sync' }, view.lastSync),
    ),
    ...(view.completions.length ? [el('h2', {}, 'Completed here'), list] : []),
    link(view.dashboardUrl, 'Open dashboard'),
  );
}

browser.storage.onChanged.addListener((_changes, area) => {
  if (area === 'local') void render();
});
void render();
// Opening the popup is a good moment to catch up.
const message: ToBackground = { kind: 'sync-now' };
void browser.runtime.sendMessage(message).catch(() => undefined);
