import { learningSites } from '@dpts/contract/sites/index';
import { APP_ORIGIN } from '../../src/config.ts';
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

const rows = learningSites.map((site) =>
  el(
    'tr',
    {},
    el('td', {}, site.name),
    el('td', {}, site.hosts.join(', ')),
    el(
      'td',
      {},
      site.testUrls.course.length > 0 ? 'Course pages, start clicks, certificates' : 'Certificates',
    ),
  ),
);

root.replaceChildren(
  el('h1', {}, 'DigiPoints extension'),
  el(
    'p',
    {},
    `Connected to ${APP_ORIGIN}. The extension reads pages only on the sites below, and there only course pages and certificate pages; it never reads other websites.`,
  ),
  el('h2', {}, 'Tracked sites'),
  el(
    'table',
    {},
    el(
      'thead',
      {},
      el('tr', {}, el('th', {}, 'Site'), el('th', {}, 'Addresses'), el('th', {}, 'Read')),
    ),
    el('tbody', {}, ...rows),
  ),
  el('h2', {}, 'What is collected and sent'),
  el(
    'ul',
    {},
    el('li', {}, 'The address and title of a course page you open.'),
    el('li', {}, 'A click on a course’s start or enroll button.'),
    el(
      'li',
      {},
      'The address of a certificate or completion page you open, and the course title on it.',
    ),
    el('li', {}, 'The time of each of these. They are sent to your DigiPoints account only.'),
  ),
  el('h2', {}, 'What is kept on this device'),
  el(
    'p',
    {},
    'Your name, email address, completed courses and points, your DigiPoints session, and events waiting to be sent. Signing out of DigiPoints deletes them from the extension.',
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
      'Privacy policy for the extension',
    ),
  ),
);
