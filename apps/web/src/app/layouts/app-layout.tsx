import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { Avatar } from '../../components/avatar';
import { Modal } from '../../components/modal';
import { LanguagePicker } from '../../components/language-picker';
import { LanguageSync } from '../../lib/language-sync';
import { PageSpinner } from '../../components/spinner';
import { flushExtension } from '../../lib/extension-flush';
import { useSession } from '../../lib/session';
import { fullName } from '../../lib/format';
import { menuFor, type MenuLink } from './menu';
import { useReviewCount } from '../../features/admin/api/review';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ClaimOutboxSync } from '../../features/phone/waiting-claims';

/** Claims waiting for review beside the menu entry (administrators only have it). */
function ReviewBadge() {
  const { t } = useLingui();
  const { data: count } = useReviewCount();
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink">
      {count}
      <span className="sr-only"> {t`waiting`}</span>
    </span>
  );
}

function MenuIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

function MenuItem({ item, onNavigate }: { item: MenuLink; onNavigate: () => void }) {
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        `flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold transition-colors ${
          isActive ? 'bg-brand-600 text-white' : 'text-brand-50 hover:bg-white/10'
        }`
      }
    >
      <MenuIcon path={item.icon} />
      {item.label}
      {item.badge === 'review' ? <ReviewBadge /> : null}
    </NavLink>
  );
}

/** Authenticated layout: role-filtered side menu, drawer on small screens, top bar. */
export default function AppLayout() {
  const { t } = useLingui();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [unsent, setUnsent] = useState<number | null>(null);

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isDrawerOpen) return;
    document.querySelector<HTMLElement>('#app-drawer a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawerOpen]);

  if (!user) return null;

  async function signOutNow() {
    setUnsent(null);
    await signOut();
    void navigate('/login', { replace: true });
  }

  async function handleLogout() {
    // The extension's events are credited through this session: send them first (decision 069).
    const waiting = await flushExtension();
    if (waiting > 0) setUnsent(waiting);
    else await signOutNow();
  }

  const close = () => setDrawerOpen(false);
  const entries = menuFor(user.role);

  const sidebar = (
    <div className="flex h-full flex-col gap-6 bg-brand-900 px-4 py-6">
      <div className="px-2">
        <Logo to="/dashboard" inverted />
      </div>
      <nav aria-label={t`Main menu`} className="flex-1 overflow-y-auto">
        <ul className="flex flex-col gap-1">
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.to}>
                <MenuItem item={entry} onNavigate={close} />
              </li>
            ) : (
              <li key={`${entry.label}-${entry.roles.join()}`} className="mt-4">
                <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-brand-200">
                  {entry.label}
                </p>
                <ul className="flex flex-col gap-1">
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <MenuItem item={item} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <button
        type="button"
        onClick={handleLogout}
        className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold text-brand-50 hover:bg-white/10"
      >
        <MenuIcon path="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
        {t`Log Out`}
      </button>
    </div>
  );

  return (
    <div className="min-h-dvh bg-surface lg:pl-64">
      <ClaimOutboxSync />
      {/* Signed in, the page follows the profile's language (decision 074). */}
      <LanguageSync />
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block">{sidebar}</aside>
      {isDrawerOpen ? (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div className="absolute inset-0 bg-ink/50" aria-hidden="true" onClick={close} />
          <aside
            id="app-drawer"
            aria-label={t`Menu`}
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] animate-[drawer-in_200ms_ease-out] shadow-2xl"
          >
            {sidebar}
          </aside>
        </div>
      ) : null}
      <header className="sticky top-0 z-30 border-b border-line bg-white">
        <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-surface lg:hidden"
            aria-label={t`Open menu`}
            aria-expanded={isDrawerOpen}
            aria-controls="app-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
          <span className="hidden lg:block" />
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <LanguagePicker />
            <NotificationBell />
            <span className="truncate text-sm font-semibold text-ink" data-testid="top-bar-name">
              {fullName(user)}
            </span>
            <Avatar user={user} />
          </div>
        </div>
      </header>
      <Modal
        open={unsent !== null}
        onClose={() => setUnsent(null)}
        title={t`Course activity not sent yet`}
        onConfirm={() => void signOutNow()}
        confirmLabel={t`Sign out anyway`}
        cancelLabel={t`Stay signed in`}
      >
        <p>
          {plural(unsent ?? 0, {
            one: 'The DigiPoints extension still holds # course event it could not send. If you sign out now, it will be lost. Stay signed in and it is sent as soon as DigiPoints can be reached.',
            other:
              'The DigiPoints extension still holds # course events it could not send. If you sign out now, they will be lost. Stay signed in and they are sent as soon as DigiPoints can be reached.',
          })}
        </p>
      </Modal>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
