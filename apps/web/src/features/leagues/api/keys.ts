/** Every league query sits under this key: a league action refetches them all (spec section 4). */
export const leaguesKey = ['leagues'] as const;
