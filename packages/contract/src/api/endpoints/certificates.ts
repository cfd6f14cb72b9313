import { defineEndpoints } from '../endpoint.ts';

/** What administrators do about certificates (issue #19): identifiers, holders, names. */
export const certificateEndpoints = defineEndpoints({
  setCourseIdentifiers: { method: 'PUT', path: '/super/catalogue/courses/:id/identifiers' },
  moveCertificate: { method: 'POST', path: '/super/review/:id/move' },
  reopenClaim: { method: 'POST', path: '/super/review/:id/reopen' },
  listNameChanges: { method: 'GET', path: '/super/name-changes' },
  approveNameChange: { method: 'POST', path: '/super/name-changes/:id/approve' },
  rejectNameChange: { method: 'POST', path: '/super/name-changes/:id/reject' },
});
