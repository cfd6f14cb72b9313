import { learningSites } from '@dpts/contract/sites/index';
import { browser } from 'wxt/browser';
import { APP_ORIGIN } from '../../src/config.ts';
import { activateLanguage, i18n, languageFor } from '../../src/i18n.ts';
import { readState } from '../../src/state.ts';
import { storageAreaStore } from '../../src/storage.ts';
import '../../src/ui.css';

/** Which sites are tracked and what is collected (the same facts as the privacy policy). */
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

function render(): void {
  const rows = learningSites.map((site) =>
    el(
      'tr',
      {},
      el('td', {}, site.name),
      el('td', {}, site.hosts.join(', ')),
      el(
        'td',
        {},
        site.testUrls.course.length > 0
          ? i18n._('Course pages, start clicks, certificates')
          : i18n._('Certificates'),
      ),
    ),
  );

  root.replaceChildren(
    el('h1', {}, i18n._('DigiPoints extension')),
    el(
      'p',
      {},
      i18n._(
        'Connected to {app}. The extension reads pages only on the sites below, and there only course pages and certificate pages; it never reads other websites.',
        { app: APP_ORIGIN },
      ),
    ),
    el('h2', {}, i18n._('Tracked sites')),
    el(
      'table',
      {},
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', {}, i18n._('Site')),
          el('th', {}, i18n._('Addresses')),
          el('th', {}, i18n._('Read')),
        ),
      ),
      el('tbody', {}, ...rows),
    ),
    el('h2', {}, i18n._('What is collected and sent')),
    el(
      'ul',
      {},
      el('li', {}, i18n._('The address and title of a course page you open.')),
      el('li', {}, i18n._('A click on a course’s start or enroll button.')),
      el(
        'li',
        {},
        i18n._(
          'The address of a certificate or completion page you open, and the course title on it.',
        ),
      ),
      el(
        'li',
        {},
        i18n._('The time of each of these. They are sent to your DigiPoints account only.'),
      ),
    ),
    el('h2', {}, i18n._('What is kept on this device')),
    el(
      'p',
      {},
      i18n._(
        'Your name, email address, completed courses and points, your DigiPoints session, and events waiting to be sent. Signing out of DigiPoints deletes them from the extension.',
      ),
    ),
    el(
      'p',
      {},
      el(
        'a',
        {
          href: `${APP_ORIGIN}/privacy-policy/for-extension`,
          target: '_blank',
          rel: 'noopener noreferrer',
        },
        i18n._('Privacy policy for the extension'),
      ),
    ),
  );
  document.title = i18n._('DigiPoints: tracked sites and data');
}

const store = storageAreaStore(browser.storage.local);
void readState(store).then(async (state) => {
  await activateLanguage(languageFor(state.officer, navigator.languages), document);
  render();
});
