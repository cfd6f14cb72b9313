import { optionLabel } from '../../../lib/option-labels';
import { contractText } from '../../../lib/contract-text';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  adminEmptyStates,
  adminMessages,
  ZSetRoleRequest,
  type TSetRoleRequest,
} from '@dpts/contract/admin';
import { formatNigerianPhone } from '@dpts/contract/phone';
import type { TUser } from '@dpts/contract/user';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { SelectField } from '../../../components/form-field';
import { PageSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { describeApiError, showApiError } from '../../../lib/api-error';
import { formatPoints, fullName, formatDate as formatDay } from '../../../lib/format';
import { useUserDetails } from '../api/get-user-details';
import { useSetRole } from '../api/set-role';
import { formatDate } from '../lib/format';
import { roleLabel } from '../lib/role-labels';
import { Panel } from './panel';

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
          <dd className="mt-1 break-words text-ink">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const labelOf = (value: string | null | undefined) => (value ? optionLabel(value) : value);

const roleOptions = [
  { value: 'user', label: msg`Officer (user)` },
  { value: 'admin', label: msg`Administrator (admin: reads and reviews)` },
  { value: 'super', label: msg`Super administrator (super: also manages)` },
] as const;

/** Super only: the account's role. */
function RoleForm({ user }: { user: TUser }) {
  const { t, i18n } = useLingui();
  const setRole = useSetRole(user._id);
  const form = useForm<TSetRoleRequest>({
    resolver: zodResolver(ZSetRoleRequest),
    defaultValues: { role: user.role },
  });
  const submit = form.handleSubmit((body) =>
    setRole.mutate(body, {
      onSuccess: () => {
        toast.success(adminMessages.roleSaved);
        form.reset(body);
      },
      onError: showApiError,
    }),
  );
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-64 flex-1">
        <SelectField
          label={t`Role`}
          options={roleOptions.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
          {...form.register('role')}
          error={form.formState.errors.role?.message}
        />
      </div>
      <Button
        type="submit"
        size="md"
        disabled={!form.formState.isDirty}
        isLoading={setRole.isPending}
      >
        <Trans>Save role</Trans>
      </Button>
    </form>
  );
}

/** /manage-users/{id}: read-only User Details (spec section 2). */
export function UserDetails({
  id,
  canManageRoles,
  myId,
}: {
  id: string;
  canManageRoles: boolean;
  myId: string;
}) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, error } = useUserDetails(id);
  if (isPending) return <PageSpinner />;
  if (isError || !data) {
    return (
      <div className="rounded-card bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <p className="font-semibold">
          {error instanceof ApiError
            ? describeApiError(error).message
            : t`This user could not be loaded.`}
        </p>
        <Link
          to="/manage-users"
          className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        >
          <Trans>Back to all users</Trans>
        </Link>
      </div>
    );
  }
  const user = data.userDetails;
  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/manage-users"
        className="w-fit text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans>← Back to all users</Trans>
      </Link>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar user={user} size={64} decorative />
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans>User Details</Trans>
          </h1>
          <p className="mt-1 text-muted">
            {fullName(user)}
            {user.username ? ` · @${user.username}` : ''}
          </p>
        </div>
      </div>
      <Panel title={t`Contact Details`} titleId="contact-details">
        <Facts
          items={[
            [t`Email`, user.email],
            [t`Phone`, user.phone ? formatNigerianPhone(user.phone) : null],
            [t`State of residence`, user.stateOfResidence],
            [t`Local government of residence`, user.localGovtOfResidence],
            [t`State of origin`, user.stateOfOrigin],
            [t`Local government of origin`, user.localGovtOfOrigin],
          ]}
        />
      </Panel>
      <Panel title={t`Account Details`} titleId="account-details">
        <Facts
          items={[
            [t`Full name`, fullName(user)],
            [t`Username`, user.username],
            [t`Role`, i18n._(roleLabel[user.role])],
            [
              t`Officer type`,
              user.officerType === 'sales'
                ? t`Sales officer`
                : user.officerType === 'technical'
                  ? t`Technical officer`
                  : null,
            ],
            [t`Email verified`, user._email ? t`Yes` : t`No`],
            [t`Date of birth`, user.dateOfBirth ? formatDay(user.dateOfBirth) : null],
            [t`Complement skill`, labelOf(user.officerData.complementSkill)],
            [t`Technical capability`, labelOf(user.officerData.technicalCapability)],
            [t`Language`, labelOf(user.officerData.language)],
            [t`Learning path`, user.learningPath.map(optionLabel).join(', ')],
            [t`Total points`, formatPoints(user.totalPointsEarned)],
            [t`Joined`, formatDate(user.createdAt)],
          ]}
        />
        {canManageRoles && user._id !== myId ? (
          <div className="mt-6 border-t border-line pt-5">
            <RoleForm user={user} />
          </div>
        ) : null}
      </Panel>
      <Panel
        title={t`Enrolled Courses`}
        titleId="enrolled-courses"
        description={t`${user.completedCourses} completed of ${user.enrolledCourses} enrolled`}
      >
        <DataTable
          caption={t`Enrolled courses`}
          rows={data.enrolledCourses}
          rowKey={(c) => c._id}
          isLoading={false}
          empty={{ title: adminEmptyStates.enrolledCourses }}
          columns={[
            {
              key: 'name',
              header: t`Name of Course`,
              isRowHeader: true,
              minWidth: 220,
              cell: (c) => c._course.name,
            },
            { key: 'site', header: t`Website`, cell: (c) => c._course.website },
            {
              key: 'points',
              header: t`Earnable Point`,
              align: 'right',
              cell: (c) => formatPoints(c._course.point),
            },
            {
              key: 'status',
              header: t`Status`,
              cell: (c) =>
                c.state === 'complete' ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    <Trans>Completed</Trans>
                  </span>
                ) : (
                  <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-ink">
                    <Trans>In Progress</Trans>
                  </span>
                ),
            },
          ]}
        />
      </Panel>
      <Panel title={t`Leagues Joined`} titleId="leagues-joined">
        {data.myLeagues.length === 0 ? (
          <p className="py-6 text-center text-muted">
            {contractText(adminEmptyStates.leaguesJoined)}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {data.myLeagues.map((l) => (
              <li key={l._id} className="py-2 font-semibold text-ink">
                {l._league.name}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
