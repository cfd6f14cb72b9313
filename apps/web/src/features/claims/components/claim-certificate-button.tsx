import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import type { ClaimCourse } from './claim-dialog';

// The dialog checks the link with the contract's schema, which brings zod: it loads when the
// officer reaches for the button, not with the dashboard's first screen.
const loadDialog = () => import('./claim-dialog');
const ClaimDialog = lazy(() => loadDialog().then((m) => ({ default: m.ClaimDialog })));
const preload = () => void loadDialog().catch(() => undefined);

/** The button that opens 'I have a certificate', for a course row or the dashboard. */
export function ClaimCertificateButton({
  course,
  size = 'sm',
  variant = 'ghost',
  block,
  initialUrl,
  inProgress,
  onClosed,
}: {
  course?: ClaimCourse;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
  /** A certificate link shared into the app: the dialog opens at once with it. */
  initialUrl?: string;
  inProgress?: readonly string[];
  onClosed?: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(!!initialUrl);
  const [wasOpened, setWasOpened] = useState(!!initialUrl);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        block={block}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
        aria-label={course ? t`I have a certificate for ${course.name}` : undefined}
      >
        {t`I have a certificate`}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <ClaimDialog
            open={open}
            onClose={() => {
              setOpen(false);
              onClosed?.();
            }}
            course={course}
            initialUrl={initialUrl}
            inProgress={inProgress}
          />
        </Suspense>
      ) : null}
    </>
  );
}
