import { ZInviteEmail } from '@dpts/contract/leagues';

/** Adds a typed address to the tags: trimmed, lower-cased, duplicates ignored (spec section 5). */
export function addEmailTag(
  tags: readonly string[],
  typed: string,
): { tags: string[]; error: string | null } {
  const email = typed.trim().toLowerCase();
  if (!email) return { tags: [...tags], error: null };
  if (!ZInviteEmail.safeParse(email).success)
    return { tags: [...tags], error: 'Enter a valid email address' };
  return { tags: tags.includes(email) ? [...tags] : [...tags, email], error: null };
}
