import { describe, expect, it } from 'vitest';
import { claimReasons } from '@dpts/contract/claims';
import { claimReasonText, claimReasonTexts } from './claim-reasons.ts';

describe('the claim reasons in the catalogs', () => {
  it('lists every reason of the contract, so each has its translations', () => {
    const listed = new Set(claimReasonTexts({ _: (text: string) => text }));
    expect(Object.values(claimReasons).filter((reason) => !listed.has(reason))).toEqual([]);
  });

  it('reads each in English as the contract writes it, and an administrator’s own as written', () => {
    for (const reason of Object.values(claimReasons)) expect(claimReasonText(reason)).toBe(reason);
    expect(claimReasonText('Blurred photo: send a clearer certificate')).toBe(
      'Blurred photo: send a clearer certificate',
    );
  });
});
