import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS_MS } from '@dpts/contract/constants';
import type { TSessionResponse } from '@dpts/contract/auth';
import type { TUser } from '@dpts/contract/user';
import { ApiError, callApi } from './api-client';
import { persistUser, readPersistedUser } from './persisted-session';

type SessionValue = {
  user: TUser | null;
  /** True until the persisted session is confirmed by the server (or 5 s pass). */
  isRestoring: boolean;
  setUser: (user: TUser | null) => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);

/** Who is signed in: `data: null` for a visitor, so a first visit logs no 401 (decision 029). */
export function fetchSession(signal?: AbortSignal): Promise<TSessionResponse> {
  return callApi('getSession', { signal });
}

let earlyCheck: Promise<TSessionResponse> | null = null;

/**
 * Asks who is signed in before React renders (`main.tsx`), so that the answer and the first
 * page's code travel together instead of one after the other; the first SessionProvider takes it.
 */
export function startSessionCheck(): void {
  earlyCheck ??= fetchSession();
  // Read by the provider; a failure here is handled there.
  earlyCheck.catch(() => undefined);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<TUser | null>(readPersistedUser);
  const [isRestoring, setIsRestoring] = useState(true);

  const setUser = useCallback((next: TUser | null) => {
    persistUser(next);
    setUserState(next);
  }, []);

  useEffect(() => {
    // The session is an httpOnly cookie the page cannot see, so always ask the server: a cookie
    // without persisted user data (another tab, cleared storage) is still a signed-in officer.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
      setIsRestoring(false);
    }, TIMINGS_MS.sessionRestoreTimeout);
    const check = earlyCheck ?? fetchSession(controller.signal);
    earlyCheck = null;
    check
      .then(({ data }) => {
        // An early check cannot be aborted: its answer after the time-out changes nothing.
        if (!controller.signal.aborted) setUser(data);
      })
      .catch((error: unknown) => {
        // Only a definite "not signed in" ends the session; being offline keeps it.
        if (!controller.signal.aborted && error instanceof ApiError && error.status === 401) {
          setUser(null);
        }
      })
      .finally(() => {
        clearTimeout(timer);
        if (!controller.signal.aborted) setIsRestoring(false);
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [setUser]);

  const signOut = useCallback(async () => {
    try {
      await callApi('logout');
    } catch {
      // The local session ends even when the server cannot be reached.
    }
    setUser(null);
    queryClient.clear();
  }, [queryClient, setUser]);

  const value = useMemo(
    () => ({ user, isRestoring, setUser, signOut }),
    [user, isRestoring, setUser, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
