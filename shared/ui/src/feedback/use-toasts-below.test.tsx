import { render } from '@testing-library/react';
import { useRef } from 'react';
import { TOAST_INSET_TOP } from './toast-layer';
import { useToastsBelow } from './use-toasts-below';

function Header() {
  const ref = useRef<HTMLElement>(null);
  useToastsBelow(ref);
  return <header ref={ref}>Header</header>;
}

const inset = () => document.documentElement.style.getPropertyValue(TOAST_INSET_TOP);

describe('useToastsBelow', () => {
  const observed: Element[] = [];
  let resized: () => void = () => undefined;
  beforeEach(() => {
    // jsdom lays nothing out and has no ResizeObserver: the header's box and its resizing are given.
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed.length = 0;
      }
    };
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    jest.restoreAllMocks();
  });

  it('puts the toasts below the header’s bottom edge, follows its size, and lets go when it leaves', () => {
    let bottom = 61;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    const { unmount } = render(<Header />);
    expect(inset()).toBe('61px');
    expect(observed).toHaveLength(1);
    bottom = 245.4; // the phone's menu opened
    resized();
    expect(inset()).toBe('245px');
    unmount();
    expect(inset()).toBe('');
    expect(observed).toHaveLength(0);
  });

  it('measures in the document, not the window: a header scrolled away still reaches as far down', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ bottom: -40 }) as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    render(<Header />);
    expect(inset()).toBe('60px');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
