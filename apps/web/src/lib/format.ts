import type { TUser } from '@dpts/contract/user';
import { POINTS_SUFFIX } from '@dpts/contract/constants';

export function fullName(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Points are shown as {n}dpts (spec section 2, Dashboard). */
export function formatPoints(points: number): string {
  return `${points}${POINTS_SUFFIX}`;
}
