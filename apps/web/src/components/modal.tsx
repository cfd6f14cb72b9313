import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Optional footer; use `onConfirm` for the standard Cancel / Confirm pair. */
  footer?: ReactNode;
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  isConfirming?: boolean;
  /** When false, Escape and the backdrop do not close it (e.g. while a request runs). */
  dismissible?: boolean;
  /** Shows a close (×) button in the header. */
  showClose?: boolean;
  description?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Generic modal (spec section 2): header, body, optional footer; at least 512 px wide on desktop. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  onConfirm,
  confirmLabel,
  cancelLabel,
  isConfirming,
  dismissible = true,
  showClose = true,
  description,
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && dismissible) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open, dismissible]);

  if (!open) return null;

  const resolvedFooter =
    footer ??
    (onConfirm ? (
      <>
        <Button variant="secondary" size="md" onClick={onClose}>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button size="md" onClick={onConfirm} isLoading={isConfirming}>
          {confirmLabel ?? t`Confirm`}
        </Button>
      </>
    ) : null);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        className="absolute inset-0 bg-ink/50"
        aria-hidden="true"
        onClick={() => dismissible && onClose()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative flex max-h-[90vh] w-full flex-col overflow-hidden rounded-card bg-white shadow-2xl sm:w-auto sm:min-w-[512px] sm:max-w-xl focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-6">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {showClose && dismissible ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Close`}
              className="-mr-2 -mt-1 rounded-full p-2 text-muted hover:bg-surface hover:text-ink"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="overflow-y-auto px-6 pb-6 pt-3">
          {description ? (
            <p id={descriptionId} className="mb-4 text-body">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {resolvedFooter ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-line px-6 py-4">
            {resolvedFooter}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
