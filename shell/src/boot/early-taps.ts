/**
 * Taps on the server's drawing of a page before React listens to it (decision 046's pages: the shell hydrates only
 * once its texts, its CSRF call and the page's chunk are in): a button there does nothing yet, and React cannot
 * replay what it never saw. The last button tapped meanwhile is held (a submit button's form is not sent natively)
 * and clicked again once `hydrateRoot` has been called: React listens from then on, and replays the click when that
 * part of the page is hydrated. Links are left alone: the browser follows them.
 */
export function holdEarlyTaps(container: HTMLElement): () => void {
  let tapped: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    tapped = button;
  };
  container.addEventListener('click', hold, true);
  return () => {
    container.removeEventListener('click', hold, true);
    const button = tapped;
    tapped = null;
    if (button?.isConnected) button.click();
  };
}
