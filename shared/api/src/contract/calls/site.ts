import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { locale } from '../fields';
import { M } from '../messages';

export const blockSchema = v.object({
  id: v.number(),
  type: v.picklist(['banner', 'text', 'category_links']),
  title: v.string(),
  body: v.string(),
  image_url: v.nullable(v.string()),
  /** A same-origin path. */
  link: v.nullable(v.string()),
});
export type IndexBlock = v.InferOutput<typeof blockSchema>;

export const getIndexBlock = defineCall({
  name: 'site.indexBlock',
  method: 'GET',
  path: '/shop-hapi/index-block',
  summary: 'Content blocks shown above the product list on the home page, in display order.',
  access: 'public',
  gated: true,
  sameForEveryone: true,
  input: v.object({ locale }),
  data: v.object({ blocks: v.array(blockSchema) }),
});

export const headerSchema = v.object({
  name: v.string(),
  title: v.string(),
  logo: v.string(),
  favicon_url: v.string(),
  /** ISO 4217 code every money amount of the API is in (amounts are minor units). */
  currency: v.string(),
  cart_total: v.number(),
  wish_total: v.number(),
  /** null for visitors. */
  user_name: v.nullable(v.string()),
});
export type HeaderInfo = v.InferOutput<typeof headerSchema>;

export const getHeader = defineCall({
  name: 'site.header',
  method: 'GET',
  path: '/shop-hapi/header',
  summary:
    'Site info for the header: shop name, title (document title), logo, favicon, and for a customer the cart and wish counters and name. Not gated: the password page shows the logo and name.',
  access: 'public',
  gated: false,
  input: v.object({}),
  data: headerSchema,
});

export const getWebsitePassword = defineCall({
  name: 'site.passwordGate',
  method: 'GET',
  path: '/shop-hapi/website/password',
  summary:
    'Whether the shop password page must be shown: is_page is true while the shop is protected and this session has not passed the gate.',
  access: 'public',
  gated: false,
  sameForEveryone: true,
  input: v.object({}),
  data: v.object({ is_page: v.boolean(), protected: v.boolean() }),
});

export const validateWebsitePassword = defineCall({
  name: 'site.validatePassword',
  method: 'GET',
  path: '/shop-hapi/website/validation-password',
  summary:
    'Checks the shop password; on success the session is marked verified and the passwordVerifySuccess cookie is set.',
  access: 'public',
  gated: false,
  input: v.object({
    password: v.pipe(
      v.string(M.shop_password_required),
      v.nonEmpty(M.shop_password_required),
      v.maxLength(200, M.text_too_long),
    ),
  }),
  data: v.object({ verified: v.literal(true) }),
  errors: [{ code: ErrorCode.FORBIDDEN, when: 'the password is wrong (msg key shop_password_incorrect)' }],
});

export const localeSchema = v.object({
  code: v.string(),
  /** The language's name in each language, keyed by language code. */
  names: v.record(v.string(), v.string()),
});
export type LocaleEntry = v.InferOutput<typeof localeSchema>;

export const getLocaleList = defineCall({
  name: 'site.localeList',
  method: 'GET',
  path: '/shop-api/website/locale-list',
  summary: 'The languages the store is offered in; the first is the default.',
  access: 'public',
  gated: false,
  sameForEveryone: true,
  input: v.object({}),
  data: v.array(localeSchema),
});

export const getCsrfToken = defineCall({
  name: 'site.csrfToken',
  method: 'GET',
  path: '/shop-hapi/csrf-token',
  summary:
    'The CSRF token of this session (a session cookie is created when missing); every POST must send it back as _token.',
  access: 'public',
  gated: false,
  input: v.object({}),
  data: v.object({ csrf_token: v.string() }),
});

export const getIrregularEntryUrl = defineCall({
  name: 'site.irregularEntryUrl',
  method: 'GET',
  path: '/shop-api/user/getIrregularEntryUrl',
  summary:
    'The address of the ERP center for this customer, carrying a one-time entry code valid for 5 minutes (navigation item "ERP center").',
  access: 'customer',
  gated: true,
  input: v.object({}),
  data: v.object({ url: v.string() }),
});
