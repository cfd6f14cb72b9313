import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import type { ClaimDialogProps } from './claim-dialog';

// The dialog (its form library and the contract's claim schema) loads when it is first opened.
const ClaimDialog = lazy(() => import('./claim-dialog').then((m) => ({ default: m.ClaimDialog })));

/** The button that opens 'I have a certificate', for a course row or the dashboard. */
export function ClaimCertificateButton({
  course,
  size = 'sm',
}: {
  course?: ClaimDialogProps['course'];
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
        aria-label={course ? `I have a certificate for ${course.name}` : undefined}
      >
        I have a certificate
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ClaimDialog open={open} onClose={() => setOpen(false)} course={course} />
        </Suspense>
      ) : null}
    </>
  );
}
