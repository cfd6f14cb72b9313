import { z } from 'zod';

/**
 * Why an uploaded file was refused before or while it was read (docs/untrusted-files.md). The
 * answer's `code` is FILE_REFUSED (or UNAVAILABLE for `busy`); this names the reason.
 */
export const fileRefusals = [
  'wrong-type',
  'too-large',
  'too-many-rows',
  'too-many-columns',
  'inflates-too-much',
  'too-slow',
  'too-complex',
  'unreadable',
  'busy',
] as const;
export const ZFileRefusal = z.enum(fileRefusals);
export type TFileRefusal = z.infer<typeof ZFileRefusal>;

/** The texts of the refusals every table file reader shares; features may say more. */
export const fileMessages = {
  wrongType: 'Upload a .csv, .xls or .xlsx file',
  tooLarge: (megabytes: number) => `The file can be at most ${megabytes} MB`,
  tooManyRows: (rows: number) => `The file has more than ${rows.toLocaleString('en')} rows`,
  tooManyColumns: (columns: number) => `The file has more than ${columns} columns`,
  inflatesTooMuch:
    'The file unpacks to far more data than a list needs: save it again as a plain .xlsx or .csv',
  tooSlow: 'The file took too long to read: save it again as a plain .csv',
  tooComplex: 'The file is too complex to read: save it again as a plain .csv',
  unreadable: 'The file could not be read: save it again as .csv, .xls or .xlsx',
  busy: 'Files are being read for others right now: try again in a minute',
  imageTooManyPixels: 'The image is too large in pixels: at most 40 megapixels',
} as const;
