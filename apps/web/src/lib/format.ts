import type { TUser } from '@dpts/contract/user';
import { POINTS_SUFFIX } from '@dpts/contract/constants';

export function fullName(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Spaces are stripped from usernames (spec section 4). */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Points are shown as {n}dpts (spec section 2, Dashboard). */
export function formatPoints(points: number): string {
  return `${points}${POINTS_SUFFIX}`;
}
