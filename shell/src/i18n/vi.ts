import type { ShellTexts } from './en';
import { commonVi } from './vi/common';

const shellVi: Record<keyof ShellTexts, string> = { ...commonVi };
export default shellVi;
