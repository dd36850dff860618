import type { ComponentType } from 'react';
import type { NamespaceLoaders } from './i18n/i18n';

/**
 * What every remote exposes as `./remote` and the shell consumes: its translation namespace and its pages.
 * Typed here so a breaking change fails type-checking in both, not in production.
 */
export interface RemoteModule {
  /** The remote's i18next namespace (its own texts, en + vi). */
  namespace: string;
  translations: NamespaceLoaders;
  /** Page name (as in the shell's route table) -> component, usually React.lazy. */
  pages: Readonly<Record<string, ComponentType>>;
}

/** Federation names of the five remotes, as in the runtime configuration and the shell's route table. */
export const REMOTE_NAMES = ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_aftersales', 'mf_publish'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
