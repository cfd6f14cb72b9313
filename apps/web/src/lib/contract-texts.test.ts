import { describe, expect, it } from 'vitest';
import * as contract from '@dpts/contract';
import { contractTexts } from './contract-texts';

describe('the contract’s texts in the catalogs', () => {
  it('lists every fixed message and claim reason of the contract, so each has its translations', () => {
    const listed = new Set(contractTexts({ _: (text: string) => text }));
    const missing = Object.entries(contract)
      .filter(([name, group]) => /(Messages|Reasons)$/.test(name) && typeof group === 'object')
      .flatMap(([name, group]) =>
        Object.entries(group as Record<string, unknown>)
          .filter(([, text]) => typeof text === 'string' && !listed.has(text))
          .map(([key]) => `${name}.${key}`),
      );
    expect(missing).toEqual([]);
  });
});
