import { ZDashboardStatsResponse, ZProfileResponse } from '@dpts/contract';
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
    return ZDashboardStatsResponse.parse(await response.json()).data.verifyingCourses;
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
    const { data } = ZProfileResponse.parse(await response.json());
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
      },
    };
  } catch {
    return { kind: 'unavailable' };
  }
}
