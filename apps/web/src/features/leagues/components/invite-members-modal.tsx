import { useLingui } from '@lingui/react/macro';
import { contractText } from '../../../lib/contract-text';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZInviteRequest, type TInviteRequest, type TLeague } from '@dpts/contract/leagues';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { fileRefusalOf, useImportMembers, useInviteByEmail } from '../api/invite-members';
import { addEmailTag } from '../lib/email-tags';

/** Invite by email: Enter adds a tag (trimmed, duplicates ignored, removable); or a file. */
export function InviteMembersModal({
  league,
  open,
  onClose,
}: {
  league: Pick<TLeague, '_id' | 'name'>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const invite = useInviteByEmail(league._id);
  const importFile = useImportMembers(league._id);
  const form = useForm<TInviteRequest, unknown, { emails: string[] }>({
    resolver: zodResolver(ZInviteRequest),
    defaultValues: { emails: [] },
  });
  const emails = form.watch('emails');
  const refusal = fileRefusalOf(importFile.error);

  function close() {
    form.reset({ emails: [] });
    importFile.reset();
    setTyped('');
    setTypedError(null);
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    const next = addEmailTag(emails, typed);
    setTypedError(next.error);
    if (!next.error) {
      form.setValue('emails', next.tags, { shouldValidate: form.formState.isSubmitted });
      setTyped('');
    }
  }

  const submit = form.handleSubmit((values) => invite.mutate(values.emails, { onSuccess: close }));

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Invite Members`}
      description={t`Invite officers to ${league.name} by email.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`invite-${league._id}`} className="text-sm font-medium text-ink">
            {t`Email address`}
          </label>
          <div className="flex flex-wrap gap-2 rounded-xl border border-line p-2 focus-within:border-brand-600">
            {emails.map((email) => (
              <span
                key={email}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
              >
                {email}
                <button
                  type="button"
                  aria-label={t`Remove ${email}`}
                  onClick={() =>
                    form.setValue(
                      'emails',
                      emails.filter((e) => e !== email),
                    )
                  }
                  className="rounded-full px-1.5 text-brand-700 hover:bg-brand-200"
                >
                  ×
                </button>
              </span>
            ))}
            <input
              id={`invite-${league._id}`}
              type="email"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t`Type an email and press Enter`}
              aria-invalid={typedError ? true : undefined}
              className="min-w-48 flex-1 px-2 py-1.5 text-base outline-none"
            />
          </div>
          {typedError || form.formState.errors.emails ? (
            <p role="alert" className="text-sm text-danger-600">
              {contractText(
                typedError ?? form.formState.errors.emails?.message ?? t`Check the email addresses`,
              )}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <input
              ref={fileRef}
              type="file"
              accept=".csv,.xls,.xlsx"
              className="sr-only"
              aria-label={t`Upload a .csv, .xls or .xlsx file of emails`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) importFile.mutate(file, { onSuccess: close });
              }}
            />
            <Button
              variant="secondary"
              size="md"
              isLoading={importFile.isPending}
              onClick={() => fileRef.current?.click()}
            >
              {t`Upload file`}
            </Button>
            <p className="mt-1 text-xs text-muted">{t`.csv, .xls or .xlsx with an email column`}</p>
            {refusal ? (
              <p role="alert" className="mt-1 max-w-72 text-sm break-words text-danger-600">
                {t`The file was not imported: ${contractText(refusal)}`}
              </p>
            ) : null}
          </div>
          <Button
            type="submit"
            size="md"
            isLoading={invite.isPending}
            disabled={emails.length === 0}
          >
            {t`Send Invite`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
