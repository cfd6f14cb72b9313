import { describe, expect, it } from 'vitest';
import {
  allPaths,
  complementSkills,
  languages,
  technicalCapabilities,
} from '@dpts/contract/options';
import { optionLabel } from './option-labels';
import { activateLanguage } from './i18n';

describe('option labels', () => {
  it('label every option of the contract, in English as the contract writes them', () => {
    for (const value of [...allPaths, ...complementSkills, ...technicalCapabilities, ...languages])
      expect(optionLabel(value)).toBe(value);
  });

  it('read in the officer’s language, the values unchanged', async () => {
    await activateLanguage('ha');
    try {
      expect(optionLabel('Data Analysis')).not.toBe('Data Analysis');
    } finally {
      await activateLanguage('en');
    }
  });
});
