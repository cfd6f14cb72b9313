import { useEffect, type ReactNode } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Sets a field's value past React's own record of it, so React sees the change as the user's. */
function setValueNatively(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // The prototype's setter, called on the field itself (React watches the field's own property).
  Reflect.set(Object.getPrototypeOf(control) as object, 'value', value, control);
}

/**
 * A page built as HTML can be typed into before React takes it over, and React then keeps its
 * own state, not what the fields show (a form library may even clear its fields as it attaches).
 * This records what was typed or ticked inside `root` before and from now on, and stops any
 * form from being sent the browser's way (a GET with the fields in the address). Once the first
 * page is React's (`PageReady`), each recorded answer goes to React as a change of that field, as
 * if typed again.
 */
export function holdEarlyInput(root: HTMLElement): void {
  const answers = new Map<Control, string | boolean>();
  const record = (event: Event) => {
    const control = event.target;
    if (!isControl(control)) return;
    const isToggle =
      control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
    answers.set(control, isToggle ? control.checked : control.value);
  };
  // Typed before this script ran: what differs from the HTML.
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? control.checked !== control.defaultChecked
          : control.value !== control.defaultValue;
    if (changed) record({ target: control } as unknown as Event);
  }
  const holdSubmit = (event: Event) => event.preventDefault();
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);
  root.addEventListener('submit', holdSubmit, true);

  pendingRelease = function release() {
    root.removeEventListener('input', record, true);
    root.removeEventListener('change', record, true);
    root.removeEventListener('submit', holdSubmit, true);
    for (const [control, answer] of answers) {
      if (!control.isConnected || control.disabled) continue;
      if (typeof answer === 'boolean') {
        // React hears a checkbox through its click: untick as React knows it, then click.
        (control as HTMLInputElement).checked = !answer;
        (control as HTMLInputElement).click();
      } else if (control instanceof HTMLSelectElement) {
        control.value = answer;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        control.value = '';
        setValueNatively(control, answer);
        control.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    answers.clear();
  };
}

let pendingRelease: (() => void) | null = null;

/**
 * Wraps each page (`routes.tsx`): once the first page is React's (its effects run after every
 * effect inside it, when its part of the built HTML has been hydrated), what was typed before is
 * handed over. One child, no markup: the tree stays the one the build rendered.
 */
export function PageReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    const release = pendingRelease;
    pendingRelease = null;
    release?.();
  }, []);
  return children;
}
