import { scrollToElement } from './scroll-to-element';

function elementAt(top: number): Element {
  const element = document.createElement('section');
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return element;
}

function prefersReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
  })) as unknown as typeof window.matchMedia;
}

describe('scrollToElement', () => {
  let frames: FrameRequestCallback[];
  let scrollTo: jest.Mock;

  beforeEach(() => {
    frames = [];
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const runFrame = (now: number) => frames.shift()!(now);

  it('animates to the offset above the element over the duration, ending exactly there', () => {
    prefersReducedMotion(false);
    scrollToElement(elementAt(1000), { offset: 120, duration: 400 });
    expect(scrollTo).not.toHaveBeenCalled();
    runFrame(50);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    runFrame(250);
    const [, halfway] = scrollTo.mock.lastCall as [number, number];
    expect(halfway).toBeGreaterThan(440);
    expect(halfway).toBeLessThan(880);
    runFrame(450);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 880);
    // Done: no further frame is asked for.
    expect(frames).toHaveLength(0);
  });

  it('jumps without animating when the shopper prefers reduced motion', () => {
    prefersReducedMotion(true);
    scrollToElement(elementAt(1000), { offset: 120, duration: 400 });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 880);
    expect(frames).toHaveLength(0);
  });

  it('counts from where the page is, and never scrolls above the top', () => {
    prefersReducedMotion(true);
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    scrollToElement(elementAt(-200), { offset: 120, duration: 400 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollToElement(elementAt(500), { offset: 120, duration: 400 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 680);
  });
});
