import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { ShellTexts } from './en';

export const SHELL_NAMESPACE = 'shell';

export const shellTranslations: NamespaceLoaders = {
  en: () => import('./en'),
  vi: () => import('./vi'),
};

export const useShellTexts = () => useTexts<ShellTexts>(SHELL_NAMESPACE);
