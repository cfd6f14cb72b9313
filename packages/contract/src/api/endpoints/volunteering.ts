import { defineEndpoints } from '../endpoint.ts';

/** Volunteering (issue #20): the officer's entries, the supervisor's link, the approval queue. */
export const volunteeringEndpoints = defineEndpoints({
  logVolunteering: { method: 'POST', path: '/volunteering' },
  listVolunteering: { method: 'GET', path: '/volunteering' },
  getVolunteering: { method: 'GET', path: '/volunteering/:id' },
  withdrawVolunteering: { method: 'DELETE', path: '/volunteering/:id' },
  shareVolunteeringLink: { method: 'POST', path: '/volunteering/:id/link' },
  getVolunteeringVerification: { method: 'GET', path: '/volunteering/verify/:token' },
  answerVolunteeringVerification: { method: 'POST', path: '/volunteering/verify/:token' },
  listVolunteeringQueue: { method: 'GET', path: '/super/volunteering' },
  decideVolunteering: { method: 'POST', path: '/super/volunteering/decisions' },
  listOrganisations: { method: 'GET', path: '/super/organisations' },
  createOrganisation: { method: 'POST', path: '/super/organisations' },
  updateOrganisation: { method: 'PUT', path: '/super/organisations/:id' },
  deleteOrganisation: { method: 'DELETE', path: '/super/organisations/:id' },
});
