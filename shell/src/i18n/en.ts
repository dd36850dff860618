import { commonEn } from './en/common';

/** Every text of the shell's namespace, English; the type of its keys checks every `t()` call. */
const shellEn = { ...commonEn } as const;
export type ShellTexts = typeof shellEn;
export default shellEn;
