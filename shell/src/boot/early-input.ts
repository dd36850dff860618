/**
 * What a shopper does on the server's drawing of a page before React listens to it (decision 046's pages: the shell
 * hydrates only once its texts, its CSRF call and the page's chunk are in).
 *
 * - Taps: a button there does nothing yet, and React cannot replay what it never saw. The last button tapped
 *   meanwhile is held (a submit button's form is not sent natively) and clicked again on release. Links are left
 *   alone: the browser follows them.
 * - Typing: a field keeps what was typed, but React hydrates it with its own state (empty), and a form reads that
 *   state, not the field. What was typed into each field is handed to React once it has hydrated that field, as an
 *   `input` event it reads like the shopper's own — and only then is the held tap replayed, so "Check lines" after a
 *   paste checks the pasted lines.
 */
export function holdEarlyInput(container: HTMLElement, nextFrame: (then: () => void) => void = requestFrame) {
  let tapped: HTMLButtonElement | null = null;
  const typed = new Map<TypedField, string>();
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    tapped = button;
  };
  const remember = (event: Event) => {
    const field = event.target;
    if (isTypedField(field) && container.contains(field)) typed.set(field, field.value);
  };
  container.addEventListener('click', hold, true);
  container.addEventListener('input', remember, true);
  container.addEventListener('change', remember, true);
  return (): void => {
    container.removeEventListener('click', hold, true);
    container.removeEventListener('input', remember, true);
    container.removeEventListener('change', remember, true);
    const button = tapped;
    tapped = null;
    const fields = [...typed].filter(([field]) => field.isConnected);
    typed.clear();
    const tap = () => {
      if (button?.isConnected) button.click();
    };
    // The tap comes a frame after the fields: React applies what an `input` event changed after the event, so a
    // click in the same task would read the state from before.
    const replay = () => {
      for (const [field, value] of fields) if (field.isConnected) handOver(field, value);
      nextFrame(tap);
    };
    // Hydration is a transition: React takes the fields over over a few frames. A field it has not taken over
    // within about two seconds was drawn afresh (what was typed went with the old one) and is waited for no longer.
    let frames = 0;
    const whenHydrated = () => {
      if (fields.every(([field]) => !field.isConnected || isHydrated(field)) || ++frames > 120) replay();
      else nextFrame(whenHydrated);
    };
    if (fields.length === 0) tap();
    else whenHydrated();
  };
}

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTypedField(target: EventTarget | null): target is TypedField {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // A check box or a file keeps no typed text; a password is typed on pages that are never drawn by the server.
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'password'].includes(target.type);
}

/** React keeps a hydrated element's props on the element itself (`__reactProps$<random>`). */
const isHydrated = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * React watches the field's `value` on the element itself to tell its own writes from the shopper's, and reports an
 * `input` event only when the value differs from the last one it saw. It may have seen the typed text while
 * hydrating (its state still empty), so the field is first emptied through the element (React sees ''), then given
 * the text through its prototype (React does not see it): the event then carries a change React reports.
 */
function handOver(field: TypedField, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const requestFrame = (then: () => void) => void requestAnimationFrame(then);
