import * as v from 'valibot';
import { M, type ValidationKey } from './messages';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { isSafeReturnPath } from './safe-return-path';

export { isSafeReturnPath } from './safe-return-path';

/**
 * Field rules shared by several calls (and by the forms that send them), so each rule is written once.
 * Messages are keys from `messages/en.ts`; the UI and the backend translate them.
 */

/** The language a call answers in (names of categories, countries, content blocks); English when not given. */
export const locale = v.optional(v.picklist(LOCALES, M.invalid_value), DEFAULT_LOCALE);

/** A trimmed string that must not be empty. */
export const requiredText = (message: ValidationKey, maxLength = 200) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, M.text_too_long));

export const optionalText = (maxLength = 200) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(maxLength, M.text_too_long)), '');

/**
 * A format rule that stays quiet on an empty value, so a blank field reports only that it is required (one
 * message per problem, as the forms show them).
 */
const whenFilled = (test: (value: string) => boolean, message: ValidationKey) =>
  v.check((value: string) => value === '' || test(value), message);

const emailFormat = v.pipe(v.string(), v.email());

export const email = v.pipe(
  v.string(M.email_required),
  v.trim(),
  v.nonEmpty(M.email_required),
  whenFilled((value) => v.is(emailFormat, value), M.email_invalid),
  v.description('an email address'),
  v.maxLength(254, M.email_invalid),
  v.toLowerCase(),
);

/** Login takes any non-empty email text: the message for a malformed address belongs to register. */
export const loginEmail = v.pipe(
  v.string(M.email_required),
  v.trim(),
  v.nonEmpty(M.email_required),
  v.maxLength(254, M.email_invalid),
  v.toLowerCase(),
);

export const newPassword = v.pipe(
  v.string(M.password_required),
  v.nonEmpty(M.password_required),
  v.minLength(6, M.password_min),
  v.maxLength(200, M.text_too_long),
);

export const areaCode = v.pipe(
  v.string(M.area_code_required),
  v.trim(),
  v.nonEmpty(M.area_code_required),
  whenFilled((value) => /^\+\d{1,4}$/.test(value), M.area_code_required),
  v.description('+ and 1 to 4 digits, e.g. +84'),
);

export const phone = v.pipe(
  v.string(M.phone_required),
  v.trim(),
  v.nonEmpty(M.phone_required),
  whenFilled((value) => /^[\d\s-]{4,20}$/.test(value), M.phone_invalid),
  v.description('4 to 20 digits, spaces or dashes'),
);

export const postCode = v.pipe(
  v.string(M.post_code_required),
  v.trim(),
  v.nonEmpty(M.post_code_required),
  whenFilled((value) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(value), M.post_code_invalid),
  v.description('2 to 12 letters, digits, spaces or dashes'),
);

/** ISO 3166-1 alpha-2 country code. */
export const countryCode = v.pipe(
  v.string(M.country_required),
  v.trim(),
  v.nonEmpty(M.country_required),
  whenFilled((value) => /^[A-Z]{2}$/.test(value), M.country_required),
  v.description('ISO 3166-1 alpha-2 code, e.g. VN'),
);

/** Accepts a number or a numeric string (query strings and form fields arrive as text). */
const numeric = (message: ValidationKey) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.decimal(message))], message),
    v.transform(Number),
    v.number(message),
  );

/** A positive integer id (query strings give text, JSON gives numbers). */
export const id = v.pipe(numeric(M.invalid_value), v.integer(M.invalid_value), v.minValue(1, M.invalid_value));

/** A keyset cursor: the last id of the previous page, 0 (the default) before the first. */
export const afterId = v.optional(
  v.pipe(numeric(M.invalid_value), v.integer(M.invalid_value), v.minValue(0, M.invalid_value)),
  0,
);

const idNumber = v.pipe(v.number(M.invalid_value), v.integer(M.invalid_value), v.minValue(1, M.invalid_value));

export const quantity = v.pipe(
  numeric(M.quantity_invalid),
  v.integer(M.quantity_invalid),
  v.minValue(1, M.quantity_invalid),
  v.maxValue(100_000, M.quantity_invalid),
);

/** Money in minor units (cents): an integer, never a float, so sums are exact. */
export const money = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A money amount typed by a person, in minor units. */
export const moneyInput = (message: ValidationKey) =>
  v.pipe(numeric(message), v.integer(message), v.minValue(0, message));

export const page = v.optional(
  v.pipe(numeric(M.invalid_value), v.integer(M.invalid_value), v.minValue(1, M.invalid_value)),
  1,
);
export const pageSize = v.optional(
  v.pipe(
    numeric(M.invalid_value),
    v.integer(M.invalid_value),
    v.minValue(1, M.invalid_value),
    v.maxValue(100, M.invalid_value),
  ),
  20,
);

/** A list of ids, from JSON arrays or comma-separated query text. */
export const idList = (message: ValidationKey = M.select_item, max = 200) =>
  v.pipe(
    v.union(
      [
        v.array(idNumber),
        v.pipe(
          v.string(),
          v.transform((text) => text.split(',').filter(Boolean).map(Number)),
          v.array(idNumber),
        ),
      ],
      message,
    ),
    v.check((list) => list.length >= 1, message),
    v.check((list) => list.length <= max, M.invalid_value),
  );

/** ISO 8601 timestamp as sent in responses. */
export const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** Calendar date `YYYY-MM-DD`. */
export const isoDate = v.pipe(v.string(M.invalid_value), v.isoDate(M.invalid_value));

export const pagination = v.object({
  page: v.number(),
  page_size: v.number(),
  total: v.number(),
});

/** `{ items, page, page_size, total }` for paginated lists. */
export const paginated = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), page: v.number(), page_size: v.number(), total: v.number() });

/**
 * A same-origin path to return to after login: starts with one `/`, no `//` or `/\` (protocol-relative),
 * no scheme. Anything else is refused, so no call can be made to redirect off-site.
 */
export const safeReturnPath = v.pipe(
  v.string(M.invalid_value),
  v.check((s) => isSafeReturnPath(s), M.invalid_value),
);
