import sharedVersionCheck, { packageOf, skewMessage, skewOf } from './shared-version-check';

type Args = Parameters<NonNullable<ReturnType<typeof sharedVersionCheck>['resolveShare']>>[0];

/** What the runtime hands the hook when mf_catalog asks for a shared package the shell already provides. */
function resolving(pkgName: string, provided: string, shareConfig: Record<string, unknown>): Args {
  const resolved = { shared: { version: provided }, useTreesShaking: false };
  return {
    pkgName,
    version: provided,
    scope: 'default',
    shareScopeMap: { default: { [pkgName]: { [provided]: { from: 'shell', version: provided } } } },
    shareInfo: { from: 'mf_catalog', shareConfig },
    resolver: () => resolved,
    // The runtime passes more context; the hook only reads the fields above.
  } as unknown as Args;
}

const strict = (requiredVersion: string) => ({ singleton: true, strictVersion: true, requiredVersion });

describe('shared version check', () => {
  it('names the remote, the package and both versions', () => {
    const skew = skewOf(resolving('@shop/platform/routes', '1.2.0', strict('^1.3.0')));
    expect(skew).toEqual({
      consumer: 'mf_catalog',
      pkg: '@shop/platform',
      required: '^1.3.0',
      provided: '1.2.0',
      provider: 'shell',
    });
    expect(skewMessage(skew!)).toBe(
      "remote mf_catalog needs @shop/platform ^1.3.0 but the store's page has 1.2.0 (from shell): its pages show " +
        'the fallback until mf_catalog is rebuilt against @shop/platform 1.2.0 or the store is updated',
    );
  });

  it('accepts a remote built against the same or an older minor version, refuses another major', () => {
    expect(skewOf(resolving('@shop/platform', '1.3.0', strict('^1.3.0')))).toBeNull();
    expect(skewOf(resolving('@shop/platform', '1.4.2', strict('^1.0.0')))).toBeNull();
    expect(skewOf(resolving('@shop/api', '2.0.0', strict('^1.4.0')))?.provided).toBe('2.0.0');
  });

  it('leaves packages without a strict version to the runtime (third-party singletons warn only)', () => {
    expect(skewOf(resolving('react', '19.0.0', { singleton: true, requiredVersion: '^19.1.0' }))).toBeNull();
  });

  it('fails the load with that message instead of resolving an incompatible copy', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = sharedVersionCheck().resolveShare!;
    // The hook always answers with the arguments (changed or not); the runtime calls the resolver it gets back.
    const hook = (args: Args) => plugin(args) as Args;
    const skewed = hook(resolving('@shop/ui', '1.0.0', strict('^1.1.0')));
    expect(() => skewed.resolver()).toThrow(
      /remote mf_catalog needs @shop\/ui \^1\.1\.0 but the store's page has 1\.0\.0/,
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('@shop/ui ^1.1.0'));
    error.mockRestore();

    const fine = resolving('@shop/ui', '1.1.0', strict('^1.1.0'));
    expect(hook(fine).resolver()).toEqual({ shared: { version: '1.1.0' }, useTreesShaking: false });
  });

  it('knows a package by its name without the subpath', () => {
    expect(packageOf('@shop/platform/routes')).toBe('@shop/platform');
    expect(packageOf('react-dom/client')).toBe('react-dom');
  });
});

describe('shared version check, where it runs', () => {
  it("is registered for the page's every federation instance, so a remote's own resolutions are checked", () => {
    sharedVersionCheck();
    type Federation = { __GLOBAL_PLUGIN__?: { name: string }[] };
    const federation = (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__;
    expect(federation?.__GLOBAL_PLUGIN__?.map((plugin) => plugin.name)).toContain('shop-shared-version-check');
  });
});
