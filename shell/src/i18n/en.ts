import { authEn } from './en/auth';
import { commonEn } from './en/common';
import { startEn } from './en/start';

/** Every text of the shell's namespace, English; the type of its keys checks every `t()` call. */
const shellEn = { ...commonEn, ...authEn, ...startEn } as const;
export type ShellTexts = typeof shellEn;
export default shellEn;
