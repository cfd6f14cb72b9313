import { contractText } from '../../../lib/contract-text';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import type { TClaimRequest } from '@dpts/contract/claims';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useCreateClaim } from '../api/create-claim';
import { useCatalogue } from '../api/get-courses';
import { ZClaimForm, claimFieldOf, type ClaimFormValues } from '../lib/claim-form';
import { newClaimKey, queueClaim } from '../../../lib/claim-outbox';
import { matchCourse } from '../../../lib/shared-link';
import { isOnline } from '../../../lib/online-status';

/** The course row a claim was opened from; without it the officer picks the course. */
export type ClaimCourse = { id: string; name: string; website: string };

export type ClaimDialogProps = {
  open: boolean;
  onClose: () => void;
  course?: ClaimCourse;
  /** A certificate link shared into the app: prefilled, its course matched from it. */
  initialUrl?: string;
  /** The officer's courses in progress, to match a shared link's course among a site's. */
  inProgress?: readonly string[];
};

const SEND_FAILED = msg`The certificate could not be sent. Try again.`;

/**
 * 'I have a certificate': officers without the extension (most Android phones) paste the public
 * link of their certificate; it pays once the issuing site has confirmed it.
 */
export function ClaimDialog({ open, onClose, course, initialUrl, inProgress }: ClaimDialogProps) {
  const { t, i18n } = useLingui();
  // The contract's claim schema, as POST /profile/claims checks it.
  const form = useForm<ClaimFormValues, unknown, TClaimRequest>({
    defaultValues: { courseId: course?.id ?? '', certificateUrl: initialUrl ?? '' },
    resolver: zodResolver(ZClaimForm),
  });
  const { errors } = form.formState;
  const claim = useCreateClaim();
  const catalogue = useCatalogue(open && !course);
  // One key for every attempt at this claim: an answer lost on the way never makes a second one.
  const key = useRef<string | null>(null);

  // A shared link names its site, and often its course: choose it for the officer.
  const courses = catalogue.data;
  useEffect(() => {
    if (!initialUrl || course || !courses || form.getValues('courseId')) return;
    const matched = matchCourse(initialUrl, courses, inProgress);
    if (matched) form.setValue('courseId', matched._id);
  }, [initialUrl, course, courses, inProgress, form]);

  /** With no network the claim waits on the phone and is sent when the connection is back. */
  async function keepOffline(values: TClaimRequest) {
    const name =
      course?.name ?? courses?.find((c) => c._id === values.courseId)?.name ?? t`your course`;
    await queueClaim({
      key: key.current ?? undefined,
      courseId: values.courseId!,
      courseName: name,
      certificateUrl: values.certificateUrl,
    });
    toast.success(t`You are offline: saved on this phone, and sent when you are back online.`);
    close();
  }

  function close() {
    key.current = null;
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    key.current ??= newClaimKey();
    if (!isOnline()) return keepOffline(values);
    try {
      await claim.mutateAsync({ ...values, idempotencyKey: key.current });
      toast.success(t`Certificate received: we are verifying it with the site.`);
      close();
    } catch (error) {
      // Decided on the contract's code: a refusal naming a field goes under that field.
      const apiError = error instanceof ApiError ? error : null;
      // No answer at all: the network dropped on the way; keep it for later like offline.
      if (apiError?.status === null) return keepOffline(values);
      const message = apiError?.body?.message ?? i18n._(SEND_FAILED);
      const field = apiError ? claimFieldOf(apiError.code, apiError.body) : null;
      form.setError(field ?? 'root.server', { message });
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!claim.isPending}
      title={t`I have a certificate`}
      description={
        course
          ? t`Paste the public link of your ${course.website} certificate for “${course.name}”.`
          : t`Paste the public link of your certificate and choose its course.`
      }
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {course ? null : (
          <SelectField
            label={t`Course`}
            placeholder={catalogue.isPending ? t`Loading courses…` : t`Choose a course`}
            options={(catalogue.data ?? []).map((c) => ({
              value: c._id,
              label: `${c.name} (${c.website})`,
            }))}
            error={errors.courseId?.message}
            {...form.register('courseId')}
          />
        )}
        <TextField
          label={t`Certificate link`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.coursera.org/account/accomplishments/verify/…"
          error={errors.certificateUrl?.message}
          hint={t`The page that shows your name and the course, e.g. a Coursera, Credly or freeCodeCamp certificate.`}
          data-autofocus
          {...form.register('certificateUrl')}
        />
        {errors.root?.server ? (
          <p role="alert" className="text-sm text-danger-600">
            {contractText(errors.root.server.message ?? '')}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" size="md" onClick={close} disabled={claim.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="md" isLoading={claim.isPending}>
            <Trans>Send for verification</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
