import * as v from 'valibot';
import { defineCall, type FileFieldRule } from '../define-call';
import { ErrorCode } from '../error-codes';
import { id, money, page, pageSize, paginated, requiredText, timestamp } from '../fields';
import { M } from '../messages';
import { orderNotFound, orderStatus } from './orders';

export const SERVICE_TYPES = ['refund_only', 'return_refund'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
/** Whether the buyer has the goods; refund_only + not_received makes the system intercept the shipment. */
export const GOODS_STATUSES = ['received', 'not_received'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** The refund reasons of spec 5, in the order the form offers them. */
export const REFUND_REASONS = [
  'not_as_described',
  'damaged',
  'wrong_size',
  'dislike_colour',
  'wrong_item',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** English labels; the UI translates by code. */
export const REFUND_REASON_NAMES: Readonly<Record<RefundReason, string>> = {
  not_as_described: 'Product does not match the description',
  damaged: 'Damaged',
  wrong_size: 'Wrong size',
  dislike_colour: 'Dislike the colour',
  wrong_item: 'Received the wrong item',
  other: 'Other',
};
export const SERVICE_TYPE_NAMES: Readonly<Record<ServiceType, string>> = {
  refund_only: 'Refund only',
  return_refund: 'Return and refund',
};

/**
 * submitted: the buyer applied; processing: the seller is handling it (a counter offer, messages); then one of
 * the final states: refunded (refund successful, after-sales completed) or rejected (by the seller, or by the
 * system when the shipment could not be intercepted).
 */
export const AFTER_SALE_STATUSES = ['submitted', 'processing', 'refunded', 'rejected'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
export const AFTER_SALE_FINAL: readonly AfterSaleStatus[] = ['refunded', 'rejected'];
export const afterSaleStatus = v.picklist(AFTER_SALE_STATUSES, M.invalid_value);

export const HISTORY_AUTHORS = ['buyer', 'seller', 'system'] as const;
/**
 * What a history entry records; the UI words it by kind. `text` holds what a person wrote (the buyer's
 * description or message, the seller's note) and is empty for system entries.
 */
export const HISTORY_KINDS = [
  'submitted',
  'message',
  'counter_offer',
  'approved',
  'rejected',
  'intercepted',
  'intercept_failed',
  'refunded',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export type HistoryAuthor = (typeof HISTORY_AUTHORS)[number];

const TEN_MB = 10 * 1024 * 1024;
/** Spec 9: up to 10 proof images and 5 attachments (pdf, Word and similar), each at most 10MB. */
export const AFTER_SALE_FILES = {
  images: { maxCount: 10, maxBytes: TEN_MB, kinds: ['image'] },
  attachments: { maxCount: 5, maxBytes: TEN_MB, kinds: ['document'] },
} as const satisfies Record<string, FileFieldRule>;

const codeName = <T extends readonly [string, ...string[]]>(codes: T) =>
  v.object({ code: v.picklist(codes), name: v.string() });

export const getAfterSaleEligibility = defineCall({
  name: 'afterSale.eligibility',
  method: 'GET',
  path: '/shop-api/after-sale/eligibility',
  summary:
    'Whether an order can get an after-sales request, and what the form offers: the service types, the refund reasons and the maximum refund (goods total plus shipping fee). A paid order (processing, purchased, shipped, completed) without a request is eligible; otherwise reason_key says why not and existing_request_id points at the request already made.',
  access: 'customer',
  gated: true,
  input: v.object({ order_id: id }),
  data: v.object({
    order_id: v.number(),
    order_no: v.string(),
    order_status: orderStatus,
    eligible: v.boolean(),
    /** after_sale_not_allowed (status) or after_sale_exists; null when eligible. */
    reason_key: v.nullable(v.string()),
    /** goods_total + shipping_fee: the maximum includes the fees. */
    max_amount: money,
    existing_request_id: v.nullable(v.number()),
    service_types: v.array(codeName(SERVICE_TYPES)),
    reasons: v.array(codeName(REFUND_REASONS)),
  }),
  errors: [orderNotFound],
});

/** A refund amount in minor units: required, a whole number of at least 1 (the cap is the order's, checked by the server). */
export const refundAmount = v.pipe(
  v.union([v.number(), v.string()], M.refund_amount_required),
  v.check((value) => typeof value === 'number' || value.trim() !== '', M.refund_amount_required),
  v.union(
    [v.number(M.refund_amount_invalid), v.pipe(v.string(), v.trim(), v.decimal(M.refund_amount_invalid))],
    M.refund_amount_invalid,
  ),
  v.transform(Number),
  v.integer(M.refund_amount_invalid),
  v.minValue(1, M.refund_amount_invalid),
);

/** The fields of the request form (multipart: the files come as `images` and `attachments`). */
export const afterSaleRequestInput = v.object({
  order_id: id,
  service_type: v.picklist(SERVICE_TYPES, M.service_type_required),
  goods_status: v.picklist(GOODS_STATUSES, M.goods_status_required),
  reason: v.picklist(REFUND_REASONS, M.refund_reason_required),
  amount: refundAmount,
  description: requiredText(M.description_required, 2000),
});

export const createAfterSale = defineCall({
  name: 'afterSale.create',
  method: 'POST',
  path: '/shop-api/after-sale/create',
  summary:
    'Submits an after-sales request for a paid order (multipart form: the fields, up to 10 images and 5 attachments of at most 10MB each, recognised from their content). One request per order. For refund only with the goods not received, the system intercepts the shipment; when that fails the request is stored rejected (rejection_reason_key intercept_failed) and the buyer is asked to contact the seller.',
  access: 'customer',
  gated: true,
  input: afterSaleRequestInput,
  data: v.object({ id: v.number(), status: afterSaleStatus }),
  files: AFTER_SALE_FILES,
  errors: [
    orderNotFound,
    { code: ErrorCode.CONFLICT, when: 'the order is not paid or already ended (key after_sale_not_allowed)' },
    { code: ErrorCode.CONFLICT, when: 'the order already has a request (key after_sale_exists, data.request_id)' },
    {
      code: ErrorCode.VALIDATION,
      when: 'amount above goods total + shipping fee (errors.amount = [refund_amount_too_high]); more than 10 images (too_many_images) or 5 attachments (too_many_attachments); a file over 10MB (file_too_large) or of a type not accepted in its field (file_type_invalid)',
    },
  ],
});

export const afterSaleRowSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  order_no: v.string(),
  service_type: v.picklist(SERVICE_TYPES),
  status: afterSaleStatus,
  amount: money,
  products: v.array(v.object({ name: v.string(), sku: v.string(), image_url: v.string(), quantity: v.number() })),
  submitted_at: timestamp,
  updated_at: timestamp,
});
export type AfterSaleRow = v.InferOutput<typeof afterSaleRowSchema>;

export const listAfterSales = defineCall({
  name: 'afterSale.list',
  method: 'GET',
  path: '/shop-api/after-sale/list',
  summary: "The customer's after-sales requests, newest first, optionally of one status.",
  access: 'customer',
  gated: true,
  input: v.object({ status: v.optional(afterSaleStatus), page, page_size: pageSize }),
  data: paginated(afterSaleRowSchema),
});

export const afterSaleFileSchema = v.object({
  /** Served only to the customer who made the request (bearer token or the authorization cookie). */
  url: v.string(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
});

export const historyEntrySchema = v.object({
  author: v.picklist(HISTORY_AUTHORS),
  kind: v.picklist(HISTORY_KINDS),
  text: v.string(),
  /** The amount asked, offered or refunded, for the entries about one. */
  amount: v.nullable(money),
  at: timestamp,
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

export const afterSaleDetailSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  order_no: v.string(),
  service_type: v.picklist(SERVICE_TYPES),
  goods_status: v.picklist(GOODS_STATUSES),
  reason: v.picklist(REFUND_REASONS),
  /** What the buyer asked for. */
  amount: money,
  max_amount: money,
  description: v.string(),
  status: afterSaleStatus,
  /** The seller's latest counter offer, while there is one. */
  offer_amount: v.nullable(money),
  refunded_amount: v.nullable(money),
  /** A message key: intercept_failed or after_sale_rejected. */
  rejection_reason_key: v.nullable(v.string()),
  /** The seller's own words when rejecting. */
  rejection_note: v.nullable(v.string()),
  images: v.array(afterSaleFileSchema),
  attachments: v.array(afterSaleFileSchema),
  submitted_at: timestamp,
  /** When the request reached its final state (refunded or rejected). */
  completed_at: v.nullable(timestamp),
  /** When the refund reaches the buyer's payment method. */
  arrival_at: v.nullable(timestamp),
  /** Oldest first. */
  history: v.array(historyEntrySchema),
});
export type AfterSaleDetail = v.InferOutput<typeof afterSaleDetailSchema>;

const requestNotFound = { code: ErrorCode.NOT_FOUND, when: 'no such request for this customer' } as const;

export const getAfterSaleDetail = defineCall({
  name: 'afterSale.detail',
  method: 'GET',
  path: '/shop-api/after-sale/detail',
  summary: 'One request with its files, outcome and negotiation history.',
  access: 'customer',
  gated: true,
  input: v.object({ id }),
  data: afterSaleDetailSchema,
  errors: [requestNotFound],
});

export const sendAfterSaleMessage = defineCall({
  name: 'afterSale.message',
  method: 'POST',
  path: '/shop-api/after-sale/message',
  summary: 'Adds a buyer message to the negotiation history of an open request; answers with the updated request.',
  access: 'customer',
  gated: true,
  input: v.object({ id, text: requiredText(M.message_required, 1000) }),
  data: afterSaleDetailSchema,
  errors: [
    requestNotFound,
    { code: ErrorCode.CONFLICT, when: 'the request is refunded or rejected (key after_sale_closed)' },
  ],
});
