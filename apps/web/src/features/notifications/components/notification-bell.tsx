import { formatDateTime } from '../../../lib/format';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TNotification } from '@dpts/contract/notifications';
import {
  useMarkNotificationsRead,
  useNotifications,
  useUnreadNotifications,
} from '../api/notifications';
import { describeNotification } from '../lib/describe';

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

function NoticeItem({ notice, onOpen }: { notice: TNotification; onOpen: () => void }) {
  const { t } = useLingui();
  const { title, body } = describeNotification(notice);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`block w-full px-4 py-3 text-left hover:bg-surface ${notice.readAt ? '' : 'bg-brand-50'}`}
      >
        <span className="block text-sm font-semibold text-ink">
          {notice.readAt ? null : <span className="sr-only">{t`Unread:`} </span>}
          {title}
        </span>
        <span className="block text-sm break-words text-muted">{body}</span>
        <span className="mt-1 block text-xs text-muted">{formatDateTime(notice.createdAt)}</span>
      </button>
    </li>
  );
}

/** The top bar's bell: unread count, and the latest notices in a panel. */
export function NotificationBell() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { data: unread = 0 } = useUnreadNotifications();
  const { data: page, isPending } = useNotifications(isOpen);
  const markRead = useMarkNotificationsRead();

  useEffect(() => {
    if (!isOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !rootRef.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [isOpen]);

  const open = (notice: TNotification) => {
    if (!notice.readAt) markRead.mutate([notice._id]);
    setOpen(false);
    if (notice.link) void navigate(notice.link);
  };

  return (
    <div className="relative" ref={rootRef}>
      <button
        type="button"
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-surface"
        aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        {unread ? (
          <span
            className="absolute top-1 right-1 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs font-bold text-ink"
            aria-hidden="true"
            data-testid="notification-count"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <div
          id={panelId}
          role="region"
          aria-label={t`Notifications`}
          className="fixed inset-x-2 top-16 z-40 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-white shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            <h2 className="text-sm font-bold text-ink">{t`Notifications`}</h2>
            {unread ? (
              <button
                type="button"
                className="min-h-11 text-sm font-semibold text-brand-700 hover:underline"
                onClick={() => markRead.mutate(undefined)}
              >
                {t`Mark all read`}
              </button>
            ) : null}
          </div>
          {isPending ? (
            <p className="px-4 py-6 text-sm text-muted">{t`Loading...`}</p>
          ) : page?.items.length ? (
            <ul className="divide-y divide-line">
              {page.items.map((notice) => (
                <NoticeItem key={notice._id} notice={notice} onOpen={() => open(notice)} />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-6 text-sm text-muted">
              {t`Nothing yet. We will tell you here when a certificate is checked.`}
            </p>
          )}
          <div className="border-t border-line px-4 py-2">
            <Link
              to="/settings?tab=notifications"
              onClick={() => setOpen(false)}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {t`Email and device notification settings`}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
