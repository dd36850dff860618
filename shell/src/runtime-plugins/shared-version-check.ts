import {
  registerGlobalPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShare>[0];

/** A shared package's name without its subpath: `@shop/platform/routes` -> `@shop/platform`. */
export const packageOf = (shareKey: string): string =>
  shareKey
    .split('/')
    .slice(0, shareKey.startsWith('@') ? 2 : 1)
    .join('/');

export interface Skew {
  /** The app that asked for the package (a remote). */
  consumer: string;
  pkg: string;
  /** What the consumer was built against, as a range (`^1.3.0`). */
  required: string;
  /** The copy on the page, and the app that provided it. */
  provided: string;
  provider: string;
}

/** The console message for a remote built against a newer shared package than the page has. */
export const skewMessage = ({ consumer, pkg, required, provided, provider }: Skew): string =>
  `remote ${consumer} needs ${pkg} ${required} but the store's page has ${provided} (from ${provider}): ` +
  `its pages show the fallback until ${consumer} is rebuilt against ${pkg} ${provided} or the store is updated`;

/**
 * The skew a shared module's resolution would meet, if any: a singleton whose configuration asks for a strict
 * version (the workspace packages, decision 022) and whose copy already on the page
 * is outside the range the consumer was built against.
 */
export function skewOf(args: ResolveShareArgs): Skew | null {
  const { shareInfo, pkgName, version, shareScopeMap, scope } = args;
  const { singleton, strictVersion, requiredVersion } = shareInfo.shareConfig ?? {};
  if (!singleton || !strictVersion || typeof requiredVersion !== 'string' || !version) return null;
  if (satisfy(version, requiredVersion)) return null;
  const provider = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'the shell';
  return {
    consumer: shareInfo.from || 'a remote',
    pkg: packageOf(pkgName),
    required: requiredVersion,
    provided: version,
    provider,
  };
}

/**
 * Tells an incompatible remote before it runs: the runtime would otherwise throw a terse message, or, without a
 * strict version, hand the remote an older copy that lacks what it calls ('… is not a function'). The error fails
 * the remote's load, so its area shows the shell's fallback; the rest of the page keeps working.
 *
 * A remote resolves what it consumes through its own federation instance, created when its entry starts, which
 * takes the page's global plugins but not the shell's own: the plugin is registered globally too (the shell's
 * instance has it once, plugins being kept by name).
 */
export default function sharedVersionCheck(): ModuleFederationRuntimePlugin {
  const plugin = versionCheckPlugin();
  registerGlobalPlugins([plugin]);
  return plugin;
}

function versionCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shared-version-check',
    resolveShare(args) {
      const skew = skewOf(args);
      if (!skew) return args;
      const message = skewMessage(skew);
      return {
        ...args,
        resolver: () => {
          console.error(message);
          throw new Error(message);
        },
      };
    },
  };
}
