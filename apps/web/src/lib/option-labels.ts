import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

/**
 * The contract's option lists (spec section 3) as the officer reads them: the values stay the
 * English the API stores and checks, the labels come from the catalogs (decision 073).
 */
const labels: Record<string, MessageDescriptor> = {
  // learning paths
  'Artificial Intelligence (AI)': msg`Artificial Intelligence (AI)`,
  'Cloud-Computing': msg`Cloud-Computing`,
  'Data Analysis': msg`Data Analysis`,
  'Programming/Software Development': msg`Programming/Software Development`,
  'IT Support': msg`IT Support`,
  Cybersecurity: msg`Cybersecurity`,
  'User Experience (UX) Design': msg`User Experience (UX) Design`,
  'Machine Learning (ML)': msg`Machine Learning (ML)`,
  'Business Development': msg`Business Development`,
  Communication: msg`Communication`,
  'Content Marketing': msg`Content Marketing`,
  'Digital Marketing': msg`Digital Marketing`,
  'Digital Wellbeing': msg`Digital Wellbeing`,
  'Job Search & Career Development': msg`Job Search & Career Development`,
  'Productivity & Time Management': msg`Productivity & Time Management`,
  'Project Management': msg`Project Management`,
  'Remote Work': msg`Remote Work`,
  Sales: msg`Sales`,
  'Technology (STEM)': msg`Technology (STEM)`,
  // complement skills
  'Human Interactions': msg`Human Interactions`,
  'Marketing & Ideation': msg`Marketing & Ideation`,
  'Research & Data': msg`Research & Data`,
  // technical capabilities
  Low: msg({ message: 'Low', context: 'technical capability' }),
  Mid: msg({ message: 'Mid', context: 'technical capability' }),
  High: msg({ message: 'High', context: 'technical capability' }),
  // the officer's language (a sign-up question)
  English: msg({ message: 'English', context: 'language' }),
  Hausa: msg({ message: 'Hausa', context: 'language' }),
  Igbo: msg({ message: 'Igbo', context: 'language' }),
  Yoruba: msg({ message: 'Yoruba', context: 'language' }),
  French: msg({ message: 'French', context: 'language' }),
};

/** An option's label in the language active now; a value with no label shows as it is. */
export function optionLabel(value: string): string {
  const descriptor = labels[value];
  return descriptor ? i18n._(descriptor) : value;
}

/** `{value, label}` pairs for a select or a chip group. */
export function labelledOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: optionLabel(value) }));
}
