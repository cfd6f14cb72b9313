import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ZClaimRequest } from '@dpts/contract/claims';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useCreateClaim } from '../api/create-claim';
import { useCatalogue } from '../api/get-courses';

/** The course row a claim was opened from; without it the officer picks the course. */
export type ClaimCourse = { id: string; name: string; website: string };

type ClaimDialogProps = {
  open: boolean;
  onClose: () => void;
  course?: ClaimCourse;
};

type Errors = { courseId?: string; certificateUrl?: string; form?: string };

/**
 * 'I have a certificate': officers without the extension (most Android phones) paste the public
 * link of their certificate; it pays once the issuing site has confirmed it.
 */
export function ClaimDialog({ open, onClose, course }: ClaimDialogProps) {
  const [certificateUrl, setCertificateUrl] = useState('');
  const [courseId, setCourseId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const claim = useCreateClaim();
  const catalogue = useCatalogue(open && !course);

  function close() {
    setCertificateUrl('');
    setCourseId('');
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's schema, as the server checks it.
    const parsed = ZClaimRequest.safeParse({
      courseId: course?.id ?? (courseId || undefined),
      certificateUrl: certificateUrl.trim(),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'courseId' ? 'courseId' : 'certificateUrl';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    if (!parsed.data.courseId) {
      setErrors({ courseId: 'Choose the course this certificate is for' });
      return;
    }
    setErrors({});
    try {
      await claim.mutateAsync(parsed.data);
      toast.success('Certificate received: we are verifying it with the site.');
      close();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const field = body?.details?.[0]?.field;
      const message = body?.message ?? 'The certificate could not be sent. Try again.';
      setErrors(
        field === 'courseId'
          ? { courseId: message }
          : field
            ? { certificateUrl: message }
            : { form: message },
      );
    }
  }

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
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        {course ? null : (
          <SelectField
            label="Course"
            placeholder={catalogue.isPending ? 'Loading courses…' : 'Choose a course'}
            options={(catalogue.data ?? []).map((c) => ({
              value: c._id,
              label: `${c.name} (${c.website})`,
            }))}
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
            error={errors.courseId}
          />
        )}
        <TextField
          label="Certificate link"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.coursera.org/account/accomplishments/verify/…"
          value={certificateUrl}
          onChange={(e) => setCertificateUrl(e.target.value)}
          error={errors.certificateUrl}
          hint="The page that shows your name and the course, e.g. a Coursera, Credly or freeCodeCamp certificate."
          data-autofocus
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-danger-600">
            {errors.form}
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
