import * as v from 'valibot';

/**
 * What a shell server reads of the release registry (`GET /v1/registry`): the live, canary and preview build of
 * each remote. Declared once, here: the registry answers with this type (release/src/shared/registry-model.ts), and a
 * shell server takes an answer only when it is one.
 */
const buildRef = { build: v.string(), manifest: v.string() };

export const liveMapSchema = v.object({
  /** Moved on by every change: the shells' ETag. */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  remotes: v.record(
    v.string(),
    v.object({
      live: v.nullable(v.object(buildRef)),
      /** For shoppers whose sticky bucket is below `share`. */
      canary: v.nullable(v.object({ ...buildRef, share: v.number() })),
      /**
       * For the browsers holding its key (`shop_preview=<remote>.<key>`, its SHA-256 here) until `until`. The
       * registry always says (null for none); a map kept from before previews says nothing.
       */
      preview: v.nullish(v.object({ ...buildRef, keySha256: v.string(), until: v.string() })),
      /**
       * QA's preview keys of this remote (`pnpm release preview`, decision 058), many at once beside verify's own:
       * the same shape and cookie. Left out when there are none, and by a registry from before them.
       */
      previews: v.optional(v.array(v.object({ ...buildRef, keySha256: v.string(), until: v.string() }))),
    }),
  ),
  /**
   * Staff keys (`shop_staff=staff.<key>`, its SHA-256 here) until `until`: the browser holding one gets every
   * remote's canary, whatever its bucket. Left out when there are none, and by a registry from before them.
   */
  staff: v.optional(v.array(v.object({ keySha256: v.string(), until: v.string() }))),
});

export type LiveMap = v.InferOutput<typeof liveMapSchema>;
