import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { ShellTexts } from './en';

export const SHELL_NAMESPACE = 'shell';

export const shellTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "shell-texts-en" */ './en'),
  vi: () => import(/* webpackChunkName: "shell-texts-vi" */ './vi'),
};

export const useShellTexts = () => useTexts<ShellTexts>(SHELL_NAMESPACE);
