import { readPersistedUser } from '../lib/persisted-session';
import { hasSignupDraft } from '../features/signup/lib/draft-key';

/**
 * Whether the browser's first render is the HTML the build made for this page
 * (`src/prerender.tsx`: a visitor, no query, nothing remembered). Only then may React hydrate it;
 * a remembered officer, a reset link's `?token=`, an invite, history state, a sign-up draft or a
 * language other than the build's English render differently, so React renders afresh over the
 * built HTML, as for every other page.
 */
export function rendersAsBuilt(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  historyState: unknown = window.history.state,
  language = 'en',
): boolean {
  const state = historyState as { usr?: unknown } | null;
  return (
    root.dataset.prerendered === location.pathname &&
    language === 'en' &&
    location.search === '' &&
    state?.usr == null &&
    readPersistedUser() === null &&
    !hasSignupDraft()
  );
}
