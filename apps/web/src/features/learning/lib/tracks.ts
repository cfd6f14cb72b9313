import type { TTopic } from '@dpts/contract/learning';

const kindLabels: Record<TTopic['learningPath'], string> = {
  sales: 'Sales',
  technical: 'Technical',
  general: 'General',
};

export function pathKindLabel(kind: TTopic['learningPath']): string {
  return kindLabels[kind];
}

/** Tracks in the officer's learning path first, each group keeping the server's order. */
export function orderTracks(topics: readonly TTopic[]): TTopic[] {
  return [...topics.filter((t) => t.inMyPath), ...topics.filter((t) => !t.inMyPath)];
}
