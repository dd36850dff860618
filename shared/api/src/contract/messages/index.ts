import { validationEn, type ValidationKey } from './en';

export { validationEn, type ValidationKey } from './en';
export { validationVi } from './vi';

/** The message keys, for schemas: `M.email_required` is the key `'email_required'`. */
export const M = Object.fromEntries(Object.keys(validationEn).map((key) => [key, key])) as {
  readonly [K in ValidationKey]: K;
};
