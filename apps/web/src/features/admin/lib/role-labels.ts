import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TUser } from '@dpts/contract/user';

/** An account's role as the administrators' tables and the audit log name it. */
export const roleLabel: Record<TUser['role'], MessageDescriptor> = {
  super: msg`Super admin`,
  admin: msg`Admin`,
  user: msg`Officer`,
};
