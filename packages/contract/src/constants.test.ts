import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UUID_PATTERN } from './constants.ts';

describe('UUID_PATTERN', () => {
  it('accepts exactly what z.uuid() accepts', () => {
    const uuid = z.uuid();
    for (const id of [
      '0b0e7a3c-2c4e-4f7a-9b1d-3e5f6a7b8c9d',
      '0B0E7A3C-2C4E-4F7A-9B1D-3E5F6A7B8C9D',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0b0e7a3c-2c4e-9f7a-9b1d-3e5f6a7b8c9d', // version 9
      '0b0e7a3c-2c4e-4f7a-cb1d-3e5f6a7b8c9d', // variant c
      '0b0e7a3c2c4e4f7a9b1d3e5f6a7b8c9d',
      'not-a-league',
      '',
    ])
      expect(UUID_PATTERN.test(id), id).toBe(uuid.safeParse(id).success);
  });
});
