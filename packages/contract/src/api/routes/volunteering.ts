import {
  ZOrganisationDeletedResponse,
  ZOrganisationInput,
  ZOrganisationParams,
  ZOrganisationResponse,
  ZOrganisationsResponse,
  ZVolunteerDecisionRequest,
  ZVolunteerDecisionResponse,
  ZVolunteerEntryInput,
  ZVolunteerEntryResponse,
  ZVolunteerIdParams,
  ZVolunteerListQuery,
  ZVolunteerListResponse,
  ZVolunteerQueueQuery,
  ZVolunteerQueueResponse,
  ZVolunteerShareLinkResponse,
  ZVolunteerTokenParams,
  ZVolunteerVerificationResponse,
  ZVolunteerVerifyRequest,
  ZVolunteerVerifyResponse,
} from '../../volunteering.ts';
import { defineRoutes } from '../define.ts';
import { volunteeringEndpoints } from '../endpoints/volunteering.ts';

const tags = ['volunteering'];

export const volunteeringRoutes = defineRoutes(volunteeringEndpoints, {
  logVolunteering: {
    access: 'user',
    tags,
    description:
      'Logs volunteering time. Send an `Idempotency-Key` header: a retry with the same key answers the entry already logged. The supervisor gets an email with a single-use link valid 14 days.',
    body: ZVolunteerEntryInput,
    response: ZVolunteerEntryResponse,
    status: 201,
  },
  listVolunteering: {
    access: 'user',
    tags,
    description: "The caller's entries, newest activity first, with approved and pending hours.",
    query: ZVolunteerListQuery,
    response: ZVolunteerListResponse,
  },
  getVolunteering: {
    access: 'user',
    tags,
    description: "One of the caller's entries.",
    params: ZVolunteerIdParams,
    response: ZVolunteerEntryResponse,
  },
  withdrawVolunteering: {
    access: 'user',
    tags,
    description: 'Withdraws an entry that is not decided yet; its supervisor link stops working.',
    params: ZVolunteerIdParams,
    response: ZVolunteerEntryResponse,
  },
  shareVolunteeringLink: {
    access: 'user',
    tags,
    description:
      "A supervisor link for the caller to send themselves, for an entry whose supervisor has a phone only (no email is sent): the same single-use page as the emailed link, valid 14 days, with the message to send. Each call makes a new link; the entry is answered once, by whichever link is used first. 409 when the supervisor was emailed or the entry is no longer pending; another officer's entry answers 404.",
    params: ZVolunteerIdParams,
    response: ZVolunteerShareLinkResponse,
    status: 201,
  },
  getVolunteeringVerification: {
    access: 'public',
    tags,
    description:
      'What the supervisor’s emailed link shows (no account). A used or expired link answers 400 `LINK_INVALID` saying which.',
    params: ZVolunteerTokenParams,
    response: ZVolunteerVerificationResponse,
  },
  answerVolunteeringVerification: {
    access: 'public',
    tags,
    description:
      'The supervisor confirms, lowers the hours, or denies with a comment. The link works once.',
    params: ZVolunteerTokenParams,
    body: ZVolunteerVerifyRequest,
    response: ZVolunteerVerifyResponse,
  },
  listVolunteeringQueue: {
    access: 'admin',
    tags: ['super', ...tags],
    description:
      'The approval queue, oldest first: filters by state, organisation, type, verified or not, age.',
    query: ZVolunteerQueueQuery,
    response: ZVolunteerQueueResponse,
  },
  decideVolunteering: {
    access: 'admin',
    tags: ['super', ...tags],
    description:
      'Approves or denies one or many entries (a reason is required to deny). Denying an approved entry takes its points back. Nobody decides their own entry.',
    body: ZVolunteerDecisionRequest,
    response: ZVolunteerDecisionResponse,
  },
  listOrganisations: {
    access: 'super',
    tags: ['super', ...tags],
    description:
      'Organisations whose supervisors’ confirmations of up to 4 h are approved at once.',
    response: ZOrganisationsResponse,
  },
  createOrganisation: {
    access: 'super',
    tags: ['super', ...tags],
    description: 'Registers an organisation with its email domains.',
    body: ZOrganisationInput,
    response: ZOrganisationResponse,
    status: 201,
  },
  updateOrganisation: {
    access: 'super',
    tags: ['super', ...tags],
    description: 'Renames an organisation or changes its domains.',
    params: ZOrganisationParams,
    body: ZOrganisationInput,
    response: ZOrganisationResponse,
  },
  deleteOrganisation: {
    access: 'super',
    tags: ['super', ...tags],
    description: 'Removes an organisation (entries keep their name).',
    params: ZOrganisationParams,
    response: ZOrganisationDeletedResponse,
  },
});
