import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { ShellTexts } from './en';

export const SHELL_NAMESPACE = 'shell';
export const VALIDATION_NAMESPACE = 'validation';

export const shellTranslations: NamespaceLoaders = {
  en: () => import('./en'),
  vi: () => import('./vi'),
};

/** Spec 5 messages, shared with the backend: the forms show the key the schema reports, translated here. */
export const validationTranslations: NamespaceLoaders = {
  en: () => import('@shop/api/contract').then((m) => ({ default: m.validationEn })),
  vi: () => import('@shop/api/contract').then((m) => ({ default: m.validationVi })),
};

export const useShellTexts = () => useTexts<ShellTexts>(SHELL_NAMESPACE);
