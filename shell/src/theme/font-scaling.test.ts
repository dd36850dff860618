import {
  COMPACT_BELOW_PX,
  DESKTOP_FLOOR_PX,
  rootFontCss,
  rootFontSize,
  RESIZE_DEBOUNCE_MS,
  startFontScaling,
} from './font-scaling';

describe('root font size', () => {
  it('stays 16px above 1540px', () => {
    expect(rootFontSize(1920, 'pc')).toBe(16);
    expect(rootFontSize(1541, 'mobile')).toBe(16);
  });

  it('scales by width/120 on a desktop from 1280px to 1540px', () => {
    expect(rootFontSize(1540, 'pc')).toBeCloseTo(12.833, 3);
    expect(rootFontSize(1440, 'pc')).toBe(12);
    expect(rootFontSize(1366, 'pc')).toBeCloseTo(11.383, 3);
    expect(rootFontSize(1280, 'pc')).toBeCloseTo(10.667, 3);
  });

  it('keeps a 1280px laptop’s size on a narrower desktop, down to the lg breakpoint', () => {
    expect(COMPACT_BELOW_PX).toBe(1024);
    expect(DESKTOP_FLOOR_PX).toBeCloseTo(10.667, 3);
    // width/120 would make 10px at 1200 and 8.53px at 1024.
    expect(rootFontSize(1200, 'pc')).toBeCloseTo(10.667, 3);
    expect(rootFontSize(1024, 'pc')).toBeCloseTo(10.667, 3);
  });

  it('writes the same sizes as a style sheet for the server’s page', () => {
    const css = rootFontCss('pc');
    expect(css).toContain(`@media (min-width:1024px){html{font-size:max(${DESKTOP_FLOOR_PX}px,calc(100vw / 120))}}`);
    expect(rootFontCss('mobile')).toBe('html{font-size:min(16px,calc(100vw / 23.425))}');
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
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1320 });
    const stop = startFontScaling('pc');
    expect(document.documentElement.style.fontSize).toBe('11px');

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(document.documentElement.style.fontSize).toBe('11px');
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(document.documentElement.style.fontSize).toBe('11px');
    jest.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('12px');
    stop();
    jest.useRealTimers();
  });
});
