import { PERSIST_KEY } from '@dpts/contract/constants';
import type { TUser } from '@dpts/contract/user';

/** Only non-secret user data is kept in the browser; the session itself is an httpOnly cookie. */
type PersistedSession = { user: TUser | null };

export function readPersistedUser(): TUser | null {
  try {
    const raw = window.localStorage.getItem(PERSIST_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedSession>;
    const user = parsed.user;
    return user && typeof user === 'object' && typeof user._id === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function persistUser(user: TUser | null): void {
  try {
    if (user) window.localStorage.setItem(PERSIST_KEY, JSON.stringify({ user }));
    else window.localStorage.removeItem(PERSIST_KEY);
  } catch {
    // Private mode or full storage: the cookie session still works for this tab.
  }
}

export function clearPersistedSession(): void {
  persistUser(null);
}
