import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver for a contract schema that loads with the form's first check, not
 * with the page: zod and the contract's schemas (about 140 KB of script with the phone and
 * location data they carry) stay out of the login page's first screen on a cheap phone (issue
 * #23). `preload` starts loading them when the officer first focuses a field.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<ZodType<TOutput, TInput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const resolverOf = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver<TInput, unknown, TOutput>(schema),
      (error: unknown) => {
        // Offline at that moment: the next check tries again.
        ready = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await resolverOf())(values, context, options),
    preload: () => void resolverOf().catch(() => undefined),
  };
}
