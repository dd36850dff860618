import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { id, idList, page, pageSize, paginated, timestamp } from '../fields';
import { M } from '../messages';
import { productNotFound, productSummarySchema } from './catalog';

/**
 * The publish flow: the customer claims products into the collection box of the ERP back office, which
 * publishes them to the short-video platform. A box item is queued until the ERP has published it.
 */
export const PUBLISH_PLATFORMS = ['tiktok'] as const;
export const BOX_ITEM_STATUSES = ['queued', 'published'] as const;
export const boxItemStatus = v.picklist(BOX_ITEM_STATUSES);
export type BoxItemStatus = (typeof BOX_ITEM_STATUSES)[number];
/** At most this many products per batch publish. */
export const MAX_BATCH_PUBLISH = 50;

export const claimableProductSchema = v.object({
  ...productSummarySchema.entries,
  /** Already in the customer's collection box. */
  claimed: v.boolean(),
});
export type ClaimableProduct = v.InferOutput<typeof claimableProductSchema>;

export const listClaimableProducts = defineCall({
  name: 'publish.products',
  method: 'GET',
  path: '/shop-api/publish/products',
  summary:
    'The products that can be claimed (in stock), newest first, with a search q on the name or SKU, each flagged claimed when it is already in the collection box.',
  access: 'customer',
  gated: true,
  input: v.object({
    q: v.optional(v.pipe(v.string(M.invalid_value), v.trim(), v.maxLength(100, M.text_too_long))),
    page,
    page_size: pageSize,
  }),
  data: paginated(claimableProductSchema),
});

export const publishOneClick = defineCall({
  name: 'publish.oneClick',
  method: 'POST',
  path: '/shop-api/publish/one-click',
  summary: 'Sends one product to the collection box, queued for publishing.',
  access: 'customer',
  gated: true,
  input: v.object({ product_id: id }),
  data: v.object({ box_item_id: v.number(), status: boxItemStatus }),
  errors: [
    productNotFound,
    { code: ErrorCode.CONFLICT, when: 'the product is sold out (key product_sold_out)' },
    { code: ErrorCode.CONFLICT, when: 'the product is already in the box (key publish_already_in_box)' },
  ],
});

export const publishBatch = defineCall({
  name: 'publish.batch',
  method: 'POST',
  path: '/shop-api/publish/batch',
  summary:
    'Sends up to 50 products to the collection box. Products that cannot go are skipped, each with a reason key: publish_already_in_box, product_sold_out or not_found.',
  access: 'customer',
  gated: true,
  input: v.object({ product_ids: idList(M.select_item, MAX_BATCH_PUBLISH) }),
  data: v.object({
    published: v.array(v.number()),
    skipped: v.array(v.object({ product_id: v.number(), reason_key: v.string() })),
  }),
  errors: [{ code: ErrorCode.VALIDATION, when: 'no product (select_item) or more than 50 (invalid_value)' }],
});

export const boxItemSchema = v.object({
  id: v.number(),
  product: productSummarySchema,
  status: boxItemStatus,
  platform: v.picklist(PUBLISH_PLATFORMS),
  claimed_at: timestamp,
  published_at: v.nullable(timestamp),
});
export type BoxItem = v.InferOutput<typeof boxItemSchema>;

export const listBoxItems = defineCall({
  name: 'publish.box',
  method: 'GET',
  path: '/shop-api/publish/box',
  summary: 'The collection box: the claimed products, newest first, queued or published to the platform.',
  access: 'customer',
  gated: true,
  input: v.object({ status: v.optional(v.picklist(BOX_ITEM_STATUSES, M.invalid_value)), page, page_size: pageSize }),
  data: paginated(boxItemSchema),
});
