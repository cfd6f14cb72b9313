import {
  ZApproveClaimRequest,
  ZCatalogueCourseResponse,
  ZCatalogueParams,
  ZNameChangeDecisionResponse,
  ZNameChangeParams,
  ZNameChangesQuery,
  ZNameChangesResponse,
  ZReviewDecisionResponse,
  ZReviewParams,
} from '../../admin.ts';
import { ZCourseIdentifiersUpdate } from '../../course-identifiers.ts';
import { defineRoutes } from '../define.ts';
import { certificateEndpoints } from '../endpoints/certificates.ts';

const tags = ['super'];

export const certificateRoutes = defineRoutes(certificateEndpoints, {
  setCourseIdentifiers: {
    access: 'super',
    tags,
    description:
      'Replaces the course’s identifiers at its issuer (Coursera slug, Credly badge class, edX course, …): certificates verify only against these. Audit-logged.',
    params: ZCatalogueParams,
    body: ZCourseIdentifiersUpdate,
    response: ZCatalogueCourseResponse,
  },
  moveCertificate: {
    access: 'admin',
    tags,
    description:
      'This claim’s officer is the certificate’s real holder: the certificate and its points move to them from whoever held it, exactly once. `overCap` approves past their daily caps. Audit-logged.',
    params: ZReviewParams,
    body: ZApproveClaimRequest,
    response: ZReviewDecisionResponse,
  },
  reopenClaim: {
    access: 'admin',
    tags,
    description:
      'Reopens a rejected claim: it is checked again, and its officer need not wait 7 days to claim that certificate again. Audit-logged.',
    params: ZReviewParams,
    response: ZReviewDecisionResponse,
  },
  listNameChanges: {
    access: 'admin',
    tags,
    description:
      'Officers’ requests to change the name their certificates are checked against, oldest first.',
    query: ZNameChangesQuery,
    response: ZNameChangesResponse,
  },
  approveNameChange: {
    access: 'admin',
    tags,
    description: 'Certificates are checked against the requested name from now on. Audit-logged.',
    params: ZNameChangeParams,
    response: ZNameChangeDecisionResponse,
  },
  rejectNameChange: {
    access: 'admin',
    tags,
    description: 'The certificate name stays as it was. Audit-logged.',
    params: ZNameChangeParams,
    response: ZNameChangeDecisionResponse,
  },
});
