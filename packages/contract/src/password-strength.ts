import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How hard a new password is to guess, by zxcvbn (0–4). The server refuses below
 * MIN_PASSWORD_SCORE; the web loads this module only when a new password is typed (its
 * dictionaries weigh about 400 KB), so no page pays for it at load. Not in the package index.
 */
export const MIN_PASSWORD_SCORE = 2;

export const passwordStrengthMessages = {
  common: 'This password is too common: anyone could guess it. Add a few words of your own.',
  personal: 'This password contains your name or email: choose one others cannot guess.',
  pattern: 'Keyboard rows, sequences and repeats are easy to guess: add a few words of your own.',
  weak: 'This password is easy to guess: make it longer, for instance a few unrelated words.',
} as const;

let checker: ZxcvbnFactory | undefined;

export type PasswordStrength =
  { ok: true; score: number } | { ok: false; score: number; message: string };

/** `userInputs`: the officer's own name, email, username, which make a weak password. */
export function checkPasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const inputs = userInputs
    .flatMap((s) => s.toLowerCase().split(/[\s@._-]+/))
    .filter((s) => s.length > 2);
  const result = checker.check(password.slice(0, 100), inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score };
  const warning = result.feedback.warning ?? '';
  const message =
    warning === 'userInputs'
      ? passwordStrengthMessages.personal
      : /^(topTen|topHundred|common|similarToCommon|dates|recentYears)$/.test(warning)
        ? passwordStrengthMessages.common
        : /^(straightRow|keyPattern|simpleRepeat|extendedRepeat|sequences)$/.test(warning)
          ? passwordStrengthMessages.pattern
          : passwordStrengthMessages.weak;
  return { ok: false, score: result.score, message };
}
