import { rootFontSize, RESIZE_DEBOUNCE_MS, startFontScaling } from './font-scaling';

describe('root font size', () => {
  it('stays 16px above 1540px', () => {
    expect(rootFontSize(1920, 'pc')).toBe(16);
    expect(rootFontSize(1541, 'mobile')).toBe(16);
  });

  it('scales by width/120 on desktop and width/23.425 on mobile at 1540px and below', () => {
    expect(rootFontSize(1540, 'pc')).toBeCloseTo(12.833, 3);
    expect(rootFontSize(1200, 'pc')).toBe(10);
    expect(rootFontSize(375, 'mobile')).toBeCloseTo(16.009, 3);
  });

  it('applies at once, then only after resizing has settled for 300 ms', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    const stop = startFontScaling('pc');
    expect(document.documentElement.style.fontSize).toBe('10px');

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 960 });
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(document.documentElement.style.fontSize).toBe('10px');
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(document.documentElement.style.fontSize).toBe('10px');
    jest.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('8px');
    stop();
    jest.useRealTimers();
  });
});
