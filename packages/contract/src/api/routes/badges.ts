import {
  ZBadgeAwardResponse,
  ZBadgeClassInput,
  ZBadgeClassParams,
  ZBadgeClassResponse,
  ZBadgeClassUpdate,
  ZBadgeClassesResponse,
  ZBadgeCredentialViewResponse,
  ZBadgeVisibility,
  ZCredentialParams,
  ZIssuerKeyParams,
  ZJsonLd,
  ZProfileBadgesResponse,
  ZStatusListParams,
} from '../../badges.ts';
import { ZMessageResponse } from '../../auth.ts';
import { defineRoutes } from '../define.ts';
import { badgeEndpoints } from '../endpoints/badges.ts';

const tags = ['badges'];
const superTags = ['super'];

export const badgeRoutes = defineRoutes(badgeEndpoints, {
  listBadgeClasses: {
    access: 'public',
    tags,
    description: 'The active badge classes: what each is awarded for.',
    response: ZBadgeClassesResponse,
  },
  listProfileBadges: {
    access: 'user',
    tags,
    description: "The caller's badges, newest first (the gallery), revoked ones included.",
    response: ZProfileBadgesResponse,
  },
  setBadgeVisibility: {
    access: 'user',
    tags,
    description: "Hides or shows the caller's name on one badge's public page.",
    params: ZCredentialParams,
    body: ZBadgeVisibility,
    response: ZBadgeAwardResponse,
  },
  getBadgeCredential: {
    access: 'public',
    tags,
    description:
      'The signed OpenBadgeCredential (JSON-LD, Data Integrity eddsa-rdfc-2022) as issued: verify it offline with the issuer profile and the status list.',
    params: ZCredentialParams,
    response: ZJsonLd,
  },
  viewBadgeCredential: {
    access: 'public',
    tags,
    description:
      "What the public page /badges/{id} shows; `verified` is computed by verifying the credential's proof and status now.",
    params: ZCredentialParams,
    response: ZBadgeCredentialViewResponse,
  },
  getBadgeIssuer: {
    access: 'public',
    tags,
    description:
      'The issuer Profile with every verification method ever used (old keys stay published).',
    response: ZJsonLd,
  },
  getBadgeIssuerKey: {
    access: 'public',
    tags,
    description: 'One issuer key as a Multikey verification method.',
    params: ZIssuerKeyParams,
    response: ZJsonLd,
  },
  getBadgeStatusList: {
    access: 'public',
    tags,
    description:
      'A signed BitstringStatusListCredential (revocation); re-signed by a job after revocations.',
    params: ZStatusListParams,
    response: ZJsonLd,
  },
  listSuperBadges: {
    access: 'super',
    tags: superTags,
    description: 'Every badge class, retired ones included.',
    response: ZBadgeClassesResponse,
  },
  createSuperBadge: {
    access: 'super',
    tags: superTags,
    description:
      'Adds a badge class; officers already eligible are awarded in the background. Audit-logged.',
    body: ZBadgeClassInput,
    response: ZBadgeClassResponse,
    status: 201,
  },
  getSuperBadge: {
    access: 'super',
    tags: superTags,
    description: 'One badge class.',
    params: ZBadgeClassParams,
    response: ZBadgeClassResponse,
  },
  updateSuperBadge: {
    access: 'super',
    tags: superTags,
    description:
      'Changes a badge class (fields left out stay); a changed rule is evaluated for everyone in the background. Audit-logged.',
    params: ZBadgeClassParams,
    body: ZBadgeClassUpdate,
    response: ZBadgeClassResponse,
  },
  deleteSuperBadge: {
    access: 'super',
    tags: superTags,
    description:
      'Deletes a badge class never awarded; awarded ones are retired instead. Audit-logged.',
    params: ZBadgeClassParams,
    response: ZMessageResponse,
  },
});
