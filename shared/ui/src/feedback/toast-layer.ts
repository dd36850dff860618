// The toasts' region is a manual popover (decision 037): in the top layer, where a modal dialog is too, so the
// dialog's backdrop does not cover it. The top layer stacks in the order its elements were shown: showing the
// region again after a dialog opens puts it back on top.
const LAYER = 'data-toast-layer';

/**
 * The custom property (on the root element) holding how far down the page's header reaches, in px: the toasts'
 * layer starts below it (decision 042). `useToastsBelow(headerRef)` sets it; without it the layer is at the top.
 */
export const TOAST_INSET_TOP = '--toast-inset-top';

/** The attributes that make an element the toasts' layer. */
export const toastLayerProps = { popover: 'manual', [LAYER]: '' } as const;

/** Shows the toasts' layer, above whatever is in the top layer now (a modal dialog opened after it). */
export function raiseToasts(layer?: HTMLElement) {
  const layers = layer ? [layer] : document.querySelectorAll<HTMLElement>(`[${LAYER}]`);
  for (const element of layers) {
    // Browsers without popovers keep the region in the page, above it by its z-index alone.
    if (typeof element.showPopover !== 'function') continue;
    // Only a shown one is hidden: some early implementations threw on hiding a hidden popover (the first showing).
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }
}
