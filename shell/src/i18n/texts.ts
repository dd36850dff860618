import { useTexts, type NamespaceLoaders } from '@shop/platform';
import type { ShellTexts } from './en';

export const SHELL_NAMESPACE = 'shell';
// The contract's messages (spec 5) form one namespace shared with every remote; @shop/platform owns it.
export { VALIDATION_NAMESPACE, validationTranslations } from '@shop/platform';

export const shellTranslations: NamespaceLoaders = {
  en: () => import(/* webpackChunkName: "shell-texts-en" */ './en'),
  vi: () => import(/* webpackChunkName: "shell-texts-vi" */ './vi'),
};

export const useShellTexts = () => useTexts<ShellTexts>(SHELL_NAMESPACE);
