import { COMPACT_BELOW_PX, rootFontSize, RESIZE_DEBOUNCE_MS, startFontScaling } from './font-scaling';

describe('root font size', () => {
  it('stays 16px above 1540px', () => {
    expect(rootFontSize(1920, 'pc')).toBe(16);
    expect(rootFontSize(1541, 'mobile')).toBe(16);
  });

  it('scales by width/120 on a desktop from the lg breakpoint to 1540px', () => {
    expect(COMPACT_BELOW_PX).toBe(1024);
    expect(rootFontSize(1540, 'pc')).toBeCloseTo(12.833, 3);
    expect(rootFontSize(1280, 'pc')).toBeCloseTo(10.667, 3);
    expect(rootFontSize(1200, 'pc')).toBe(10);
    expect(rootFontSize(1024, 'pc')).toBeCloseTo(8.533, 3);
  });

  it('scales by width/23.425 on phones and tablets, never above 16px', () => {
    expect(rootFontSize(320, 'mobile')).toBeCloseTo(13.661, 3);
    expect(rootFontSize(360, 'mobile')).toBeCloseTo(15.368, 3);
    // An iPhone 13 (390) was 16.65px and an iPad (820) 35px before the cap.
    expect(rootFontSize(390, 'mobile')).toBe(16);
    expect(rootFontSize(820, 'mobile')).toBe(16);
    expect(rootFontSize(1180, 'mobile')).toBe(16);
  });

  it('treats a desktop window narrower than the lg breakpoint as a phone or tablet', () => {
    expect(rootFontSize(360, 'pc')).toBeCloseTo(15.368, 3);
    expect(rootFontSize(820, 'pc')).toBe(16);
    expect(rootFontSize(1023, 'pc')).toBe(16);
  });

  it('applies at once, then only after resizing has settled for 300 ms', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    const stop = startFontScaling('pc');
    expect(document.documentElement.style.fontSize).toBe('10px');

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1080 });
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(document.documentElement.style.fontSize).toBe('10px');
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(document.documentElement.style.fontSize).toBe('10px');
    jest.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('9px');
    stop();
    jest.useRealTimers();
  });
});
