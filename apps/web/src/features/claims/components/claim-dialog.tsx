import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { TClaimRequest } from '@dpts/contract/claims';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useCreateClaim } from '../api/create-claim';
import { useCatalogue } from '../api/get-courses';
import { ZClaimForm, claimFieldOf, type ClaimFormValues } from '../lib/claim-form';

/** The course row a claim was opened from; without it the officer picks the course. */
export type ClaimCourse = { id: string; name: string; website: string };

export type ClaimDialogProps = {
  open: boolean;
  onClose: () => void;
  course?: ClaimCourse;
};

const SEND_FAILED = 'The certificate could not be sent. Try again.';

/**
 * 'I have a certificate': officers without the extension (most Android phones) paste the public
 * link of their certificate; it pays once the issuing site has confirmed it.
 */
export function ClaimDialog({ open, onClose, course }: ClaimDialogProps) {
  // The contract's claim schema, as POST /profile/claims checks it.
  const form = useForm<ClaimFormValues, unknown, TClaimRequest>({
    defaultValues: { courseId: course?.id ?? '', certificateUrl: '' },
    resolver: zodResolver(ZClaimForm),
  });
  const { errors } = form.formState;
  const claim = useCreateClaim();
  const catalogue = useCatalogue(open && !course);

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await claim.mutateAsync(values);
      toast.success('Certificate received: we are verifying it with the site.');
      close();
    } catch (error) {
      // Decided on the contract's code: a refusal naming a field goes under that field.
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.body?.message ?? SEND_FAILED;
      const field = apiError ? claimFieldOf(apiError.code, apiError.body) : null;
      form.setError(field ?? 'root.server', { message });
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!claim.isPending}
      title="I have a certificate"
      description={
        course
          ? `Paste the public link of your ${course.website} certificate for “${course.name}”.`
          : 'Paste the public link of your certificate and choose its course.'
      }
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {course ? null : (
          <SelectField
            label="Course"
            placeholder={catalogue.isPending ? 'Loading courses…' : 'Choose a course'}
            options={(catalogue.data ?? []).map((c) => ({
              value: c._id,
              label: `${c.name} (${c.website})`,
            }))}
            error={errors.courseId?.message}
            {...form.register('courseId')}
          />
        )}
        <TextField
          label="Certificate link"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.coursera.org/account/accomplishments/verify/…"
          error={errors.certificateUrl?.message}
          hint="The page that shows your name and the course, e.g. a Coursera, Credly or freeCodeCamp certificate."
          data-autofocus
          {...form.register('certificateUrl')}
        />
        {errors.root?.server ? (
          <p role="alert" className="text-sm text-danger-600">
            {errors.root.server.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" size="md" onClick={close} disabled={claim.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="md" isLoading={claim.isPending}>
            Send for verification
          </Button>
        </div>
      </form>
    </Modal>
  );
}
