import { detectDevice, prefixedPath, routeSetPrefixes } from './device';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36 Tablet',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
};

describe('device routing', () => {
  it('gives phones and tablets the mobile set', () => {
    expect(detectDevice(UA.iphone)).toBe('mobile');
    expect(detectDevice(UA.android)).toBe('mobile');
    expect(detectDevice(UA.androidTablet)).toBe('mobile');
    expect(detectDevice(UA.ipadDesktopMode, 5)).toBe('mobile');
  });

  it('gives other devices the pc set', () => {
    expect(detectDevice(UA.desktop)).toBe('pc');
    expect(detectDevice(UA.ipadDesktopMode, 0)).toBe('pc');
  });

  it('puts the own set at the root and the other under its prefix, keeping /pc and /mobile working', () => {
    expect(routeSetPrefixes('pc')).toEqual({ pc: ['/', '/pc'], mobile: ['/mobile'] });
    expect(routeSetPrefixes('mobile')).toEqual({ pc: ['/pc'], mobile: ['/', '/mobile'] });
  });
});

describe('prefixedPath', () => {
  it('writes a path of the device’s own set, served at the root, with its set’s prefix', () => {
    expect(prefixedPath('/', 'pc')).toBe('/pc');
    expect(prefixedPath('/cart', 'pc')).toBe('/pc/cart');
    expect(prefixedPath('/', 'mobile')).toBe('/mobile');
  });

  it('keeps a path that already names its set', () => {
    expect(prefixedPath('/pc/product/3', 'mobile')).toBe('/pc/product/3');
    expect(prefixedPath('/mobile', 'pc')).toBe('/mobile');
    expect(prefixedPath('/pcx', 'pc')).toBe('/pc/pcx');
  });
});
