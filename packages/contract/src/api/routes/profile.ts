import { ZMessageResponse, ZChangePasswordRequest } from '../../auth.ts';
import {
  ZLanguageUpdateRequest,
  ZProfileResponse,
  ZProfileUpdateRequest,
  ZSupportMessageRequest,
} from '../../profile.ts';
import { defineRoutes } from '../define.ts';
import { profileEndpoints } from '../endpoints/profile.ts';

export const profileRoutes = defineRoutes(profileEndpoints, {
  getProfile: { access: 'user', tags: ['profile'], response: ZProfileResponse },
  updateProfile: {
    access: 'user',
    tags: ['profile'],
    description:
      'Any subset of the profile fields and/or the learning-path update; merged with the stored profile.',
    body: ZProfileUpdateRequest,
    response: ZProfileResponse,
  },
  updateLanguage: {
    access: 'user',
    tags: ['profile'],
    description: 'The language the officer reads the app and their emails in (decision 074).',
    body: ZLanguageUpdateRequest,
    response: ZProfileResponse,
  },
  changePassword: {
    access: 'user',
    tags: ['profile'],
    description: 'Changes the password and signs out every other session.',
    body: ZChangePasswordRequest,
    response: ZMessageResponse,
  },
  sendSupportMessage: {
    access: 'user',
    tags: ['support'],
    description: 'Sends a Help message to the support mailbox.',
    body: ZSupportMessageRequest,
    response: ZMessageResponse,
  },
});
