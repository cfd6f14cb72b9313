import { contractText } from '../lib/contract-text';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { describeApiError } from '../lib/api-error';
import { uploadImage, type UploadedImage } from '../lib/upload-image';

/** Image upload with a progress bar, a preview and the spec's hint (spec section 5). */
export function ImageUpload({
  value,
  onUploaded,
  error,
  kind = 'league',
  label: given,
}: {
  value: string | undefined;
  onUploaded: (image: UploadedImage) => void;
  error?: string;
  /** `profile` also makes the image the caller's profile image on the server */
  kind?: 'league' | 'profile' | 'volunteering' | 'reward' | 'badge';
  label?: string;
}) {
  const { t } = useLingui();
  const label = given ?? t`League image`;
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, kind, setProgress));
    } catch (err) {
      setFailure(describeApiError(err).message);
    } finally {
      setProgress(null);
    }
  }

  const shown = failure ?? error;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">{label}</span>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-4 rounded-xl border border-dashed border-line p-4 hover:border-brand-600 focus-within:border-brand-600"
      >
        {value ? (
          <img
            src={value}
            alt={t`${label} preview`}
            className="h-16 w-16 rounded-xl object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex h-16 w-16 items-center justify-center rounded-xl bg-surface text-2xl text-muted"
          >
            +
          </span>
        )}
        <span className="flex flex-col text-sm">
          <span className="font-semibold text-brand-700">
            {value ? t`Change image` : t`Click to upload`}
          </span>
          <span className="text-muted">{t`SVG, PNG, JPG or JPEG (max 800 x 400ppx)`}</span>
        </span>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          className="sr-only"
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </label>
      {progress !== null ? (
        <progress
          value={progress}
          max={100}
          aria-label={t`Upload progress`}
          className="h-2 w-full accent-brand-600"
        >
          {progress}%
        </progress>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-600">
          {contractText(shown)}
        </p>
      ) : null}
    </div>
  );
}
