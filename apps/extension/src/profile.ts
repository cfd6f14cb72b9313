import { ZProfileResponse } from '@dpts/contract';
import type { Officer } from './state.ts';

export type ProfileAnswer =
  { kind: 'ok'; officer: Officer } | { kind: 'unauthorized' } | { kind: 'unavailable' };

/** The officer's own profile (`GET /v1/profile`), reduced to what the extension keeps. */
export async function fetchOfficer(
  apiOrigin: string,
  token: string,
  fetchImpl: typeof fetch,
): Promise<ProfileAnswer> {
  try {
    const response = await fetchImpl(`${apiOrigin}/v1/profile`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
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
        enrolledCourses: data.enrolledCourses,
        emailVerified: data._email,
      },
    };
  } catch {
    return { kind: 'unavailable' };
  }
}
