import { msg } from '@lingui/core/macro';

/**
 * Month and weekday names for the languages Intl has no dates for (`format.ts`): loaded with such
 * a language (`activateLanguage`), so English and French do not carry them.
 */
const months = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg({ message: 'May', context: 'month' }),
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];
const shortMonths = [
  msg({ message: 'Jan', context: 'short month' }),
  msg({ message: 'Feb', context: 'short month' }),
  msg({ message: 'Mar', context: 'short month' }),
  msg({ message: 'Apr', context: 'short month' }),
  msg({ message: 'May', context: 'short month' }),
  msg({ message: 'Jun', context: 'short month' }),
  msg({ message: 'Jul', context: 'short month' }),
  msg({ message: 'Aug', context: 'short month' }),
  msg({ message: 'Sep', context: 'short month' }),
  msg({ message: 'Oct', context: 'short month' }),
  msg({ message: 'Nov', context: 'short month' }),
  msg({ message: 'Dec', context: 'short month' }),
];
const weekdays = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

export const dateNames = { months, shortMonths, weekdays };
