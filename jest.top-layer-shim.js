// jsdom has <dialog> (its `open` attribute, hidden when closed) and the `popover` attribute, but no top layer:
// neither showModal()/close() nor showPopover()/hidePopover(). This adds the little of them that components
// depend on, as the HTML spec words it, and no more: a modal dialog gets `open`, focus moves to its autofocus or
// first focusable element, Escape fires a cancelable `cancel` on the last opened modal and closes it unless
// cancelled, close() fires `close`; a popover is shown or hidden (a no-op when it already is, as in browsers).
// What jsdom cannot do it does not pretend to: the page behind is not made inert and nothing is drawn on top;
// the journeys check those in a browser.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function shimTopLayer(window) {
  const { document, HTMLDialogElement, HTMLElement } = window;
  const modals = [];

  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal() {
      if (this.open) throw new window.DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) throw new window.DOMException('The dialog is not connected.', 'InvalidStateError');
      this.setAttribute('open', '');
      modals.push(this);
      const target = this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE) ?? this;
      target.focus();
    };
    HTMLDialogElement.prototype.close = function close(returnValue) {
      if (!this.open) return;
      this.removeAttribute('open');
      if (returnValue !== undefined) this.returnValue = String(returnValue);
      const at = modals.indexOf(this);
      if (at >= 0) modals.splice(at, 1);
      // Browsers queue it as a task.
      window.setTimeout(() => this.dispatchEvent(new window.Event('close')), 0);
    };
    // The browser's close request: the keydown goes to the page first, and only an Escape it left alone closes.
    document.addEventListener('keydown', (event) => {
      const dialog = modals.filter((modal) => modal.isConnected).at(-1);
      if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return;
      if (dialog.dispatchEvent(new window.Event('cancel', { cancelable: true }))) dialog.close();
    });
  }

  if (typeof HTMLElement.prototype.showPopover !== 'function') {
    // jsdom draws nothing, so shown and hidden look alike: only the browser's refusal of a non-popover is kept.
    const checked = (element) => {
      if (!element.hasAttribute('popover')) throw new window.DOMException('Not a popover.', 'NotSupportedError');
    };
    HTMLElement.prototype.showPopover = function showPopover() {
      checked(this);
    };
    HTMLElement.prototype.hidePopover = function hidePopover() {
      checked(this);
    };
  }
}

module.exports = { shimTopLayer };
