import {
  manifest,
  otherQaKey,
  qaKey,
  registryMap,
  secret,
  sha256,
  sourceOf,
  staffKey,
  verifyKey,
} from '../testing/registry-views';

describe("QA's previews", () => {
  it('give the build to the browser holding its key, and name it as previewed', () => {
    const source = sourceOf(registryMap());
    expect(source.current({ bucket: 50, preview: `mf_catalog.${qaKey}` })).toMatchObject({
      remotes: { mf_catalog: manifest('mf_catalog', 'c3'), mf_account: manifest('mf_account', 'a1') },
      builds: { mf_catalog: 'c3', mf_account: 'a1' },
      previewed: { mf_catalog: 'c3' },
      preview: true,
    });
    // Each key its own build; verify's own preview is held as before.
    expect(source.current({ bucket: 50, preview: `mf_catalog.${otherQaKey}` }).builds?.mf_catalog).toBe('c5');
    expect(source.current({ bucket: 50, preview: `mf_catalog.${verifyKey}` }).previewed).toEqual({ mf_catalog: 'c4' });
    // A shopper is not touched by any of them.
    const shopper = source.current({ bucket: 50 });
    expect(shopper.builds).toEqual({ mf_catalog: 'c1', mf_account: 'a1' });
    expect(shopper.preview).toBeUndefined();
    expect(shopper.previewed).toBeUndefined();
  });

  it('never give a build to a forged, guessed, misplaced or bucket-made key: the shopper gets what any shopper gets', () => {
    const source = sourceOf(registryMap());
    const shopper = source.current({ bucket: 50 });
    for (const preview of [
      `mf_catalog.${secret()}`,
      `mf_catalog.${sha256(qaKey)}`,
      `mf_account.${qaKey}`,
      `staff.${qaKey}`,
      `mf_catalog.${qaKey}.extra`,
      `MF_CATALOG.${qaKey}`,
      qaKey,
      'mf_catalog.',
      '50',
      '',
      null,
    ]) {
      expect(source.current({ bucket: 50, preview })).toBe(shopper);
    }
    // A preview key in the staff cookie is not a staff key either.
    expect(source.current({ bucket: 50, staff: `mf_catalog.${qaKey}` })).toBe(shopper);
    // A bucket inside the canary's share gets the canary, never a preview.
    expect(source.current({ bucket: 0 }).builds?.mf_catalog).toBe('c2');
  });

  it('stop at their end and when revoked, and a malformed hash in the map is passed over', () => {
    const expired = sourceOf(
      registryMap((map) => {
        map.remotes.mf_catalog!.previews![0]!.until = new Date(Date.now() - 1).toISOString();
      }),
    );
    expect(expired.current({ bucket: 50, preview: `mf_catalog.${qaKey}` }).builds?.mf_catalog).toBe('c1');
    const revoked = sourceOf(registryMap((map) => void map.remotes.mf_catalog!.previews!.shift()));
    expect(revoked.current({ bucket: 50, preview: `mf_catalog.${qaKey}` }).builds?.mf_catalog).toBe('c1');
    const malformed = sourceOf(
      registryMap((map) => {
        map.remotes.mf_catalog!.previews![0]!.keySha256 = 'not a hash';
        map.remotes.mf_catalog!.previews![1]!.until = 'not a time';
      }),
    );
    expect(malformed.current({ bucket: 50, preview: `mf_catalog.${qaKey}` }).builds?.mf_catalog).toBe('c1');
    expect(malformed.current({ bucket: 50, preview: `mf_catalog.${otherQaKey}` }).builds?.mf_catalog).toBe('c1');
  });

  it('are allowed by the CSP, never run on the server, and one at an origin not allowed is ignored', () => {
    const source = sourceOf(
      registryMap((map) => {
        map.remotes.mf_catalog!.previews![1]!.manifest = 'https://elsewhere.example/mf_catalog/c5/mf-manifest.json';
      }),
    );
    const every = Object.values(source.everyAddress().remotes);
    expect(every).toEqual(expect.arrayContaining([manifest('mf_catalog', 'c3'), manifest('mf_catalog', 'c4')]));
    expect(every.join()).not.toContain('elsewhere.example');
    expect(Object.values(source.runnable().remotes).join()).not.toMatch(/\/c[345]\//);
    expect(source.allows('https://cdn.example.com/mf_catalog/c3/server/remoteEntry.js')).toBe(false);
    expect(source.allows('https://cdn.example.com/mf_catalog/c2/server/remoteEntry.js')).toBe(true);
    expect(source.current({ bucket: 50, preview: `mf_catalog.${otherQaKey}` }).builds?.mf_catalog).toBe('c1');
  });
});

describe('staff keys', () => {
  it("put the browser on every remote's canary whatever its bucket, live where there is none", () => {
    const source = sourceOf(registryMap());
    const staff = source.current({ bucket: 99, staff: `staff.${staffKey}` });
    expect(staff).toMatchObject({ builds: { mf_catalog: 'c2', mf_account: 'a1' }, staff: true, preview: true });
    expect(staff.previewed).toBeUndefined();
    // Not the configuration of a shopper in the canary's share: that one reports signals and may be kept.
    const inShare = source.current({ bucket: 0 });
    expect(inShare.builds).toEqual(staff.builds);
    expect(inShare.preview).toBeUndefined();
    expect(inShare.staff).toBeUndefined();
    // With a preview key too: the previewed build of that remote, the canary of the others.
    expect(source.current({ bucket: 99, staff: `staff.${staffKey}`, preview: `mf_catalog.${qaKey}` })).toMatchObject({
      builds: { mf_catalog: 'c3' },
      previewed: { mf_catalog: 'c3' },
      staff: true,
    });
  });

  it('never come from a forged, expired or revoked key, nor from a bucket', () => {
    const shopperAt = (source: ReturnType<typeof sourceOf>, staff: string) =>
      source.current({ bucket: 99, staff }).builds?.mf_catalog;
    const source = sourceOf(registryMap());
    for (const forged of [`staff.${secret()}`, `staff.${sha256(staffKey)}`, `mf_catalog.${staffKey}`, staffKey, '0']) {
      expect(shopperAt(source, forged)).toBe('c1');
    }
    expect(source.current({ bucket: 99, preview: `staff.${staffKey}` }).builds?.mf_catalog).toBe('c1');
    const expired = sourceOf(registryMap((map) => void (map.staff![0]!.until = new Date(0).toISOString())));
    expect(shopperAt(expired, `staff.${staffKey}`)).toBe('c1');
    const revoked = sourceOf(registryMap((map) => void (map.staff = [])));
    expect(shopperAt(revoked, `staff.${staffKey}`)).toBe('c1');
    // A map from a registry that knows no staff keys.
    const older = sourceOf(registryMap((map) => void delete map.staff));
    expect(shopperAt(older, `staff.${staffKey}`)).toBe('c1');
  });
});
