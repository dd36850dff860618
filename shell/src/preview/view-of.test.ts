import { viewOf } from './view-of';

describe("a page's own view, as its banner reads it", () => {
  it('keeps the previewed builds and the staff view', () => {
    expect(viewOf({ previewed: { mf_catalog: 'c3' }, staff: true })).toEqual({
      previewed: { mf_catalog: 'c3' },
      staff: true,
    });
  });

  it('drops what is not in their shape', () => {
    expect(viewOf({ previewed: { mf_catalog: 7, mf_checkout: 'k9' }, staff: 'yes' })).toEqual({
      previewed: { mf_checkout: 'k9' },
    });
    expect(viewOf({ previewed: 'mf_catalog', staff: 1 })).toEqual({});
    expect(viewOf({})).toEqual({});
  });

  it("keeps a developer's remote and origin when both are text", () => {
    const developer = { remote: 'mf_catalog', origin: 'http://192.168.1.20:3001' };
    expect(viewOf({ developer })).toEqual({ developer });
    expect(viewOf({ developer: { remote: 'mf_catalog', origin: 7 } })).toEqual({});
    expect(viewOf({ developer: 'mf_catalog' })).toEqual({});
    expect(viewOf({ developer: null })).toEqual({});
  });
});
