import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { TOrganisation } from '@dpts/contract/volunteering';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { describeApiError } from '../../../lib/api-error';
import { useDeleteOrganisation, useOrganisations, useSaveOrganisation } from '../api/volunteering';

const domainsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

/** Organisations (super): a supervisor at one of their domains confirming ≤ 4 h approves at once. */
export function Organisations() {
  const { t } = useLingui();
  const list = useOrganisations();
  const save = useSaveOrganisation();
  const remove = useDeleteOrganisation();
  const [editing, setEditing] = useState<TOrganisation | null>(null);
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');

  function submit() {
    save.mutate(
      { ...(editing ? { id: editing._id } : {}), body: { name, domains: domainsOf(domains) } },
      {
        onSuccess: () => {
          toast.success(editing ? t`Organisation saved.` : t`Organisation added.`);
          setEditing(null);
          setName('');
          setDomains('');
        },
        onError: (e) => toast.error(describeApiError(e).message),
      },
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <form
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label={t`Email domains`}
          hint={t`Separated by commas, e.g. redcross.org.ng`}
          value={domains}
          onChange={(e) => setDomains(e.target.value)}
        />
        <Button type="submit" size="md" isLoading={save.isPending}>
          {editing ? t`Save` : t`Add`}
        </Button>
      </form>
      {list.isError ? <p role="alert">{describeApiError(list.error).message}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={t`Organisations`}>
        {(list.data ?? []).map((org) => (
          <li
            key={org._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{org.name}</p>
              <p className="text-sm text-muted break-all">{org.domains.join(', ')}</p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setEditing(org);
                  setName(org.name);
                  setDomains(org.domains.join(', '));
                }}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() =>
                  remove.mutate(org._id, {
                    onError: (e) => toast.error(describeApiError(e).message),
                  })
                }
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
