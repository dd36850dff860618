import type { ShellTexts } from './en';
import { authVi } from './vi/auth';
import { commonVi } from './vi/common';
import { startVi } from './vi/start';

const shellVi: Record<keyof ShellTexts, string> = { ...commonVi, ...authVi, ...startVi };
export default shellVi;
