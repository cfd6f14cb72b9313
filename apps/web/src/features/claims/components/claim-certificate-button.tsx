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
}: {
  course?: ClaimCourse;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
        aria-label={course ? `I have a certificate for ${course.name}` : undefined}
      >
        I have a certificate
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <ClaimDialog open={open} onClose={() => setOpen(false)} course={course} />
        </Suspense>
      ) : null}
    </>
  );
}
