/** The Google profile shown while signing up; the server reads the verified token itself. */
export type GoogleProfile = { firstName: string; lastName: string; email: string };

/** Reads an ID token's claims without verifying them: for display only, never for trust. */
export function readIdTokenClaims(credential: string): Record<string, unknown> | null {
  const part = credential.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function profileFromIdToken(credential: string): GoogleProfile | null {
  const claims = readIdTokenClaims(credential);
  if (!claims || !text(claims.email)) return null;
  return {
    firstName: text(claims.given_name) || text(claims.name).split(' ')[0] || '',
    lastName: text(claims.family_name),
    email: text(claims.email).toLowerCase(),
  };
}
