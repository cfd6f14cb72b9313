import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TTopic } from '@dpts/contract/learning';
import { i18n } from '../../../lib/i18n';

const kindLabels: Record<TTopic['learningPath'], MessageDescriptor> = {
  sales: msg({ message: 'Sales', context: 'path kind' }),
  technical: msg({ message: 'Technical', context: 'path kind' }),
  general: msg({ message: 'General', context: 'path kind' }),
};

/** The kind of a track's path, in the language active now. */
export function pathKindLabel(kind: TTopic['learningPath']): string {
  return i18n._(kindLabels[kind]);
}

/** Tracks in the officer's learning path first, each group keeping the server's order. */
export function orderTracks(topics: readonly TTopic[]): TTopic[] {
  return [...topics.filter((t) => t.inMyPath), ...topics.filter((t) => !t.inMyPath)];
}
