import type { ShellTexts } from './en';
import { authVi } from './vi/auth';
import { commonVi } from './vi/common';

const shellVi: Record<keyof ShellTexts, string> = { ...commonVi, ...authVi };
export default shellVi;
