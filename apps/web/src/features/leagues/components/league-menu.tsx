import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type MenuItem = {
  label: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** a toggle item (menuitemcheckbox) */
  checked?: boolean;
};

/** The card's "more" menu: a button and a list of items (ARIA menu, Escape closes). */
export function LeagueMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = ref.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([disabled])');
    first?.focus();
    function onDown(event: MouseEvent) {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="rounded-full p-2 text-muted hover:bg-surface hover:text-ink"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <circle cx="10" cy="4" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="10" cy="16" r="1.6" />
        </svg>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-20 mt-1 flex min-w-52 flex-col rounded-xl bg-white py-1 shadow-lg ring-1 ring-line"
        >
          {items.map((item, i) => (
            <button
              key={i}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                item.onSelect?.();
              }}
              className={`flex items-center justify-between gap-3 px-4 py-2.5 text-left text-sm font-medium hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50 ${
                item.danger ? 'text-danger-600' : 'text-ink'
              }`}
            >
              {item.label}
              {item.checked !== undefined ? (
                <span
                  aria-hidden="true"
                  className={`inline-flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${item.checked ? 'bg-brand-600' : 'bg-line'}`}
                >
                  <span
                    className={`h-4 w-4 rounded-full bg-white shadow transition-transform ${item.checked ? 'translate-x-4' : ''}`}
                  />
                </span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
