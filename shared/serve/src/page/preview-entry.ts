import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DEV_OVERRIDE_COOKIE, DEV_OVERRIDE_MAX_MS, isDevOverrideForm } from '../runtime-config/dev-override';
import { PREVIEW_COOKIE, STAFF_COOKIE } from '../runtime-config/shopper-bucket';
import { STAFF_PREFIX, viewKeyOf } from '../runtime-config/view-keys';
import { escapeXml } from '../seo/sitemap-xml';
import { PRIVATE_NO_STORE } from '../static/cache-policy';
import { isSameOrigin } from './same-origin';
import type { PageRequest } from './route-preloads';

/** Where a browser is given a preview or staff key (decision 059): on the store's own origin, through its nginx. */
export const PREVIEW_ENTRY_PATH = '/__preview';

/** The words of the entry page in the visitor's language: the app's (its translation files), never this package's. */
export interface PreviewEntryTexts {
  /** The page's language (`lang`). */
  locale: string;
  title: string;
  /** What a key does, and that an unknown one shows the live store. */
  intro: string;
  label: string;
  submit: string;
}

export type PreviewEntryTextsFor = (request: Pick<PageRequest, 'cookie' | 'acceptLanguage'>) => PreviewEntryTexts;

/**
 * A key is kept a day at most: the registry's `until` decides what it shows, and a browser left on a preview
 * returns to the live store by itself.
 */
const KEY_MAX_AGE_S = 24 * 60 * 60;

/** The form's body: one field, at most a few hundred characters (a key is about 60, a developer's token 150-300). */
const entryForm = v.object({ key: v.pipe(v.string(), v.trim(), v.maxLength(300)) });

/** `application/x-www-form-urlencoded`, as a form posts it; anything else is a 400 (a plain-text one). */
const formFields = (body: string): Record<string, string> => Object.fromEntries(new URLSearchParams(body));

const cookieLine = (request: FastifyRequest, name: string, value: string, maxAge: number) =>
  `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax; HttpOnly${request.protocol === 'https' ? '; Secure' : ''}`;

/** Back to the store's home, never anywhere a form could name: the answer of every accepted POST here. */
const toHome = (reply: FastifyReply) =>
  reply.code(303).header('cache-control', 'no-store').header('location', '/').send();

const refuse = (reply: FastifyReply, status: 400 | 403) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(status === 400 ? 'Bad Request' : 'Forbidden');

function entryPage(texts: PreviewEntryTexts): string {
  const [lang, title, intro, label, submit] = [texts.locale, texts.title, texts.intro, texts.label, texts.submit].map(
    escapeXml,
  );
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:0}main{max-width:560px;margin:64px auto;padding:0 16px}label{display:block;font-weight:600;margin:16px 0 8px}input,button{font:inherit;min-height:44px;box-sizing:border-box}input{width:100%;padding:8px}button{margin-top:16px;padding:8px 24px}</style></head><body><main><h1>${title}</h1><p id="preview-intro">${intro}</p><form method="post" action="${PREVIEW_ENTRY_PATH}"><label for="preview-key">${label}</label><input id="preview-key" name="key" type="text" required autocomplete="off" spellcheck="false" aria-describedby="preview-intro"><button type="submit">${submit}</button></form></main></body></html>`;
}

/**
 * `GET /__preview`, a page with a form to paste a key; `POST /__preview`, which keeps the key in `shop_preview` or
 * `shop_staff` by its prefix; `POST /__preview/end`, which clears both. A GET never sets a cookie, so no link can
 * put a shopper on a preview; the POSTs are taken from the store's own pages only. Whether a key is good is never
 * said: an unknown, expired or forged one shows the live store, as no key does. With `devOverrides` (a store given
 * `SHOP_DEV_OVERRIDE_SECRET`, decision 065), a developer's token is kept in `shop_dev_remote` the same way; without,
 * it is a paste of no key's form.
 */
export async function registerPreviewEntry(
  site: FastifyInstance,
  textsFor?: PreviewEntryTextsFor,
  devOverrides = false,
): Promise<void> {
  await site.register(async (entry) => {
    entry.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, formFields(String(body))),
    );
    if (textsFor) {
      entry.get(PREVIEW_ENTRY_PATH, async (request, reply) => {
        const texts = textsFor({
          cookie: request.headers.cookie ?? '',
          acceptLanguage: request.headers['accept-language'] ?? '',
        });
        return reply
          .header('cache-control', PRIVATE_NO_STORE)
          .header('x-robots-tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .send(entryPage(texts));
      });
    }
    entry.post(PREVIEW_ENTRY_PATH, async (request, reply) => {
      if (!isSameOrigin(request)) return refuse(reply, 403);
      const form = v.safeParse(entryForm, request.body);
      if (!form.success) return refuse(reply, 400);
      const key = viewKeyOf(form.output.key);
      // A paste that is not a key's form keeps whatever the browser held: the live store, as for a wrong key.
      if (devOverrides && isDevOverrideForm(form.output.key)) {
        reply.header(
          'set-cookie',
          cookieLine(request, DEV_OVERRIDE_COOKIE, form.output.key, DEV_OVERRIDE_MAX_MS / 1000),
        );
      } else if (key) {
        const cookie = key.prefix === STAFF_PREFIX ? STAFF_COOKIE : PREVIEW_COOKIE;
        reply.header('set-cookie', cookieLine(request, cookie, form.output.key, KEY_MAX_AGE_S));
      }
      return toHome(reply);
    });
    entry.post(`${PREVIEW_ENTRY_PATH}/end`, async (request, reply) => {
      if (!isSameOrigin(request)) return refuse(reply, 403);
      reply.header('set-cookie', [
        cookieLine(request, PREVIEW_COOKIE, '', 0),
        cookieLine(request, STAFF_COOKIE, '', 0),
        ...(devOverrides ? [cookieLine(request, DEV_OVERRIDE_COOKIE, '', 0)] : []),
      ]);
      return toHome(reply);
    });
  });
}
