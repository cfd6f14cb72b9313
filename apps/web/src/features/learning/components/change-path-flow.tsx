import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TUser } from '@dpts/contract/user';
import { Button } from '../../../components/button';

// The wizard (its form library and the contract's schemas) loads when the officer opens it.
const ChangePathDialogs = lazy(() =>
  import('./change-path-dialogs').then((m) => ({ default: m.ChangePathDialogs })),
);

type ChangePathFlowProps = {
  user: TUser;
  /** Called once the new learning path is saved (e.g. to refresh the dashboard). */
  onUpdated?: () => void;
};

/** The 'Change Your learning Path' button and, once pressed, its wizard (spec section 4). */
export function ChangePathFlow({ user, onUpdated }: ChangePathFlowProps) {
  const { t } = useLingui();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <Button ref={triggerRef} size="md" onClick={() => setOpenings((n) => n + 1)}>
        {t`Change Your learning Path`}
      </Button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          {/* A new key per opening: the wizard starts again from the officer's current answers. */}
          <ChangePathDialogs
            key={openings}
            user={user}
            onUpdated={onUpdated}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
