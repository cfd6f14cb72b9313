import {
  WClaimsResponse,
  WProfileResponse,
  WStatsResponse,
  type WClaim,
} from '@dpts/contract/extension-wire';
import type { Officer } from './state.ts';

export type ProfileAnswer =
  { kind: 'ok'; officer: Officer } | { kind: 'unauthorized' } | { kind: 'unavailable' };

/**
 * How many completions the site is still checking (`GET /v1/profile/stats`); null when that
 * cannot be read, and the popup then leaves the line out.
 */
async function fetchVerifying(
  apiOrigin: string,
  token: string,
  fetchImpl: typeof fetch,
): Promise<number | null> {
  try {
    const response = await fetchImpl(`${apiOrigin}/v1/profile/stats`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (!response.ok) return null;
    return WStatsResponse.parse(await response.json()).data.verifyingCourses;
  } catch {
    return null;
  }
}

/**
 * The officer's own profile (`GET /v1/profile`), reduced to what the extension keeps. Its
 * `completedCourses` counts verified completions only; those being checked come from the stats.
 */
export async function fetchOfficer(
  apiOrigin: string,
  token: string,
  fetchImpl: typeof fetch,
): Promise<ProfileAnswer> {
  try {
    const [response, verifyingCourses] = await Promise.all([
      fetchImpl(`${apiOrigin}/v1/profile`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      }),
      fetchVerifying(apiOrigin, token, fetchImpl),
    ]);
    if (response.status === 401) return { kind: 'unauthorized' };
    if (!response.ok) return { kind: 'unavailable' };
    const { data } = WProfileResponse.parse(await response.json());
    return {
      kind: 'ok',
      officer: {
        id: data._id,
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        totalPointsEarned: data.totalPointsEarned,
        completedCourses: data.completedCourses,
        verifyingCourses,
        enrolledCourses: data.enrolledCourses,
        emailVerified: data._email,
        ...(data.language ? { language: data.language } : {}),
      },
    };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** How many of the officer's latest claims are read to tell the popup's completions apart. */
export const CLAIMS_READ = 50;

/**
 * The officer's latest claims (`GET /v1/profile/points/history`), newest first: what became of
 * each completion sent (paid, refused and why, with an administrator). Null when unreadable.
 */
export async function fetchClaims(
  apiOrigin: string,
  token: string,
  fetchImpl: typeof fetch,
): Promise<WClaim[] | null> {
  try {
    const response = await fetchImpl(
      `${apiOrigin}/v1/profile/points/history?page=1&limit=${CLAIMS_READ}`,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
    );
    if (!response.ok) return null;
    return WClaimsResponse.parse(await response.json()).data.items;
  } catch {
    return null;
  }
}
