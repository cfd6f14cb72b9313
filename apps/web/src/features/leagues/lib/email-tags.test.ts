import { describe, expect, it } from 'vitest';
import { addEmailTag } from './email-tags';

describe('invite email tags', () => {
  it('trims, ignores duplicates and refuses what is not an address', () => {
    expect(addEmailTag([], '  Ada@Example.com ')).toEqual({
      tags: ['ada@example.com'],
      error: null,
    });
    expect(addEmailTag(['ada@example.com'], 'ada@example.com').tags).toEqual(['ada@example.com']);
    expect(addEmailTag([], 'ada').error).toBe('Enter a valid email address');
    expect(addEmailTag(['a@b.co'], '   ').tags).toEqual(['a@b.co']);
  });
});
