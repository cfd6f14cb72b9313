import type { CompiledMessage } from './i18n-core';

/**
 * The catalog key of a message whose id the build left out of the code (decision 080): four
 * base-36 digits of an FNV-1a hash of its compiled English. The ids were a third of what the
 * messages cost English; `build/short-ids.ts` keys the catalogs the same way.
 */
export function messageKey(message: CompiledMessage): string {
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36).slice(-4);
}
