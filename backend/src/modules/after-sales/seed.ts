import fs from 'node:fs';
import path from 'node:path';
import type {
  AfterSaleStatus,
  GoodsStatus,
  HistoryAuthor,
  HistoryKind,
  RefundReason,
  ServiceType,
} from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import type { SeedContext } from '../../seed';
import { createRng, DAY_MS, type Rng } from '../../seed/rng';
import { DEMO_USER, OTHER_USER } from '../auth/seed';
import { INTERCEPT_FAILS_ORDER_IDS, OTHER_USER_ORDER_ID, SEEDED_ORDERS } from '../orders/seed';
import { afterSaleDir } from './file-store';
import { proofImagePng } from './proof-image';
import { addHistory } from './repository';
import { REFUND_ARRIVAL_MS } from './seller-actions';

const HOUR_MS = 60 * 60 * 1000;

/** Ids of the seeded requests, by the state the demo shows (tests build on them). */
export const SEEDED_AFTER_SALES = {
  submitted: 1,
  processing: 2,
  rejected: 3,
  interceptFailed: 4,
  refunded: 5,
  /** OTHER_USER's, so tests can show it never reaches the demo customer. */
  otherUser: 6,
} as const;

interface SeedOrder {
  id: number;
  goods_total: number;
  shipping_fee: number;
  payment_method: string;
  refunded_at: string | null;
  refunded_amount: number | null;
  /** When the order reached its current status. */
  reached_at: string;
}

interface PlannedEntry {
  author: HistoryAuthor;
  kind: HistoryKind;
  text?: string;
  amount?: number;
  /** After the request was submitted. */
  afterMs: number;
}

interface PlannedRequest {
  id: number;
  userId: number;
  order: SeedOrder;
  service_type: ServiceType;
  goods_status: GoodsStatus;
  reason: RefundReason;
  amount: number;
  description: string;
  status: AfterSaleStatus;
  submittedAt: number;
  offer_amount?: number;
  rejection?: { key: 'intercept_failed' | 'after_sale_rejected'; note: string | null; afterMs: number };
  refund?: { amount: number; at: string; method: string };
  images: number;
  attachment?: { name: string; text: string };
  history: readonly PlannedEntry[];
}

function readOrder(db: Db, id: number | undefined): SeedOrder | undefined {
  if (id === undefined) return undefined;
  return db
    .prepare(
      `SELECT o.id, o.goods_total, o.shipping_fee, o.payment_method, o.refunded_at, o.refunded_amount,
         (SELECT MAX(at) FROM order_events e WHERE e.order_id = o.id) AS reached_at
       FROM orders o WHERE o.id = ? AND o.payment_method IS NOT NULL`,
    )
    .get(id) as SeedOrder | undefined;
}

const max = (order: SeedOrder) => order.goods_total + order.shipping_fee;
const after = (order: SeedOrder, ms: number) => Date.parse(order.reached_at) + ms;

/**
 * The demo customer's requests in every state, on seeded paid orders: submitted (with proof files), processing with
 * a seller counter offer, rejected by the seller, rejected because the shipment could not be intercepted, and
 * refunded (on the order the orders seed closed as refunded, with the same amount and time). Orders left without a
 * request stay open for a new one.
 */
export function seedAfterSales({ db, config }: SeedContext): void {
  const rng = createRng(0xaf7e5a1e);
  const [completedA, completedB, completedC] = SEEDED_ORDERS.completed.map((id) => readOrder(db, id));
  const interceptOrder = readOrder(
    db,
    SEEDED_ORDERS.shipped.find((id) => INTERCEPT_FAILS_ORDER_IDS.includes(id)),
  );
  const refundedOrder = SEEDED_ORDERS.closed.map((id) => readOrder(db, id)).find((o) => o?.refunded_at);
  const otherOrder = readOrder(db, OTHER_USER_ORDER_ID);
  if (!completedA || !completedB || !completedC || !interceptOrder || !refundedOrder || !otherOrder) return;

  const plans: PlannedRequest[] = [
    {
      id: SEEDED_AFTER_SALES.submitted,
      userId: DEMO_USER.id,
      order: completedA,
      service_type: 'return_refund',
      goods_status: 'received',
      reason: 'damaged',
      amount: completedA.goods_total,
      description: 'Two of the boxes arrived crushed and the items inside are cracked. Photos attached.',
      status: 'submitted',
      submittedAt: after(completedA, DAY_MS + 2 * HOUR_MS),
      images: 2,
      attachment: {
        name: 'delivery-note.txt',
        text: 'Delivery note\nReceived with visible damage to the outer cartons.\nSigned: Bao Nguyen\n',
      },
      history: [
        {
          author: 'buyer',
          kind: 'message',
          text: 'The courier also noted the damage on the delivery note.',
          afterMs: 20 * 60_000,
        },
      ],
    },
    {
      id: SEEDED_AFTER_SALES.processing,
      userId: DEMO_USER.id,
      order: completedC,
      service_type: 'return_refund',
      goods_status: 'received',
      reason: 'wrong_size',
      amount: max(completedC),
      description: 'The items are one size smaller than the size chart on the product page says.',
      status: 'processing',
      submittedAt: after(completedC, 2 * DAY_MS),
      offer_amount: Math.round(max(completedC) * 0.6),
      images: 1,
      history: [
        { author: 'seller', kind: 'message', text: 'Could you send a photo of the size label?', afterMs: 5 * HOUR_MS },
        {
          author: 'buyer',
          kind: 'message',
          text: 'Added to the images: the label says M, I ordered L.',
          afterMs: 7 * HOUR_MS,
        },
        {
          author: 'seller',
          kind: 'counter_offer',
          text: 'We can refund 60% and you keep the items, or you return them for the full amount.',
          amount: Math.round(max(completedC) * 0.6),
          afterMs: DAY_MS,
        },
      ],
    },
    {
      id: SEEDED_AFTER_SALES.rejected,
      userId: DEMO_USER.id,
      order: completedB,
      service_type: 'refund_only',
      goods_status: 'received',
      reason: 'dislike_colour',
      amount: Math.round(completedB.goods_total / 2),
      description: 'The colour looks darker than in the photos.',
      status: 'rejected',
      submittedAt: after(completedB, 3 * DAY_MS),
      rejection: {
        key: 'after_sale_rejected',
        note: 'The colour matches the product photos; a colour preference is not covered for a refund only.',
        afterMs: DAY_MS,
      },
      images: 0,
      history: [],
    },
    {
      id: SEEDED_AFTER_SALES.interceptFailed,
      userId: DEMO_USER.id,
      order: interceptOrder,
      service_type: 'refund_only',
      goods_status: 'not_received',
      reason: 'other',
      amount: max(interceptOrder),
      description: 'We no longer need these goods. Please stop the parcel.',
      status: 'rejected',
      submittedAt: after(interceptOrder, 6 * HOUR_MS),
      rejection: { key: 'intercept_failed', note: null, afterMs: 0 },
      images: 0,
      history: [{ author: 'system', kind: 'intercept_failed', afterMs: 0 }],
    },
    refundedPlan(refundedOrder),
    {
      id: SEEDED_AFTER_SALES.otherUser,
      userId: OTHER_USER.id,
      order: otherOrder,
      service_type: 'refund_only',
      goods_status: 'not_received',
      reason: 'wrong_item',
      amount: otherOrder.goods_total,
      description: 'I ordered the wrong model by mistake.',
      status: 'submitted',
      submittedAt: after(otherOrder, 3 * HOUR_MS),
      images: 1,
      history: [{ author: 'system', kind: 'intercepted', afterMs: 0 }],
    },
  ];
  for (const plan of plans) insertPlanned(db, config.uploadDir, rng, plan);
}

/** The refund the orders seed already recorded on the closed order, told as the request that led to it. */
function refundedPlan(order: SeedOrder): PlannedRequest {
  const refundedAt = Date.parse(order.refunded_at!);
  const submittedAt = refundedAt - 2 * DAY_MS;
  const amount = order.refunded_amount!;
  return {
    id: SEEDED_AFTER_SALES.refunded,
    userId: DEMO_USER.id,
    order,
    service_type: 'refund_only',
    goods_status: 'not_received',
    reason: 'other',
    amount,
    description: 'Ordered twice by mistake; please cancel this one before it ships.',
    status: 'refunded',
    submittedAt,
    refund: { amount, at: order.refunded_at!, method: order.payment_method },
    images: 0,
    history: [
      { author: 'system', kind: 'intercepted', afterMs: 0 },
      { author: 'seller', kind: 'approved', text: 'Refunded in full.', amount, afterMs: refundedAt - submittedAt },
      { author: 'system', kind: 'refunded', amount, afterMs: refundedAt - submittedAt },
    ],
  };
}

function insertPlanned(db: Db, uploadDir: string, rng: Rng, plan: PlannedRequest): void {
  const submitted = nowIso(plan.submittedAt);
  const rejectedAt = plan.rejection ? nowIso(plan.submittedAt + plan.rejection.afterMs) : null;
  const completedAt = plan.refund?.at ?? rejectedAt;
  const arrivalAt = plan.refund
    ? nowIso(Date.parse(plan.refund.at) + (REFUND_ARRIVAL_MS[plan.refund.method] ?? 0))
    : null;
  const lastEntry = Math.max(0, ...plan.history.map((entry) => entry.afterMs));
  db.prepare(
    `INSERT INTO after_sales (id, user_id, order_id, service_type, goods_status, reason, amount, max_amount, description,
       status, offer_amount, refunded_amount, rejection_reason_key, rejection_note, submitted_at, completed_at,
       arrival_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    plan.id,
    plan.userId,
    plan.order.id,
    plan.service_type,
    plan.goods_status,
    plan.reason,
    plan.amount,
    max(plan.order),
    plan.description,
    plan.status,
    plan.offer_amount ?? null,
    plan.refund?.amount ?? null,
    plan.rejection?.key ?? null,
    plan.rejection?.note ?? null,
    submitted,
    completedAt,
    arrivalAt,
    completedAt ?? nowIso(plan.submittedAt + lastEntry),
  );
  addHistory(db, plan.id, {
    author: 'buyer',
    kind: 'submitted',
    text: plan.description,
    amount: plan.amount,
    at: submitted,
  });
  for (const entry of plan.history) {
    addHistory(db, plan.id, {
      author: entry.author,
      kind: entry.kind,
      text: entry.text ?? '',
      amount: entry.amount ?? null,
      at: nowIso(plan.submittedAt + entry.afterMs),
    });
  }
  if (plan.rejection?.key === 'after_sale_rejected') {
    addHistory(db, plan.id, { author: 'seller', kind: 'rejected', text: plan.rejection.note ?? '', at: rejectedAt! });
  }
  seedFiles(db, uploadDir, rng, plan, submitted);
}

/** Proof files, written under fixed names (the same bytes on every seed, so reseeding overwrites them). */
function seedFiles(db: Db, uploadDir: string, rng: Rng, plan: PlannedRequest, at: string): void {
  const files: { field: 'images' | 'attachments'; name: string; mime: string; kind: string; bytes: Buffer }[] = [];
  for (let n = 1; n <= plan.images; n++) {
    files.push({
      field: 'images',
      name: `photo-${n}.png`,
      mime: 'image/png',
      kind: 'image',
      bytes: proofImagePng(plan.id * 10 + n),
    });
  }
  if (plan.attachment) {
    files.push({
      field: 'attachments',
      name: plan.attachment.name,
      mime: 'text/plain',
      kind: 'document',
      bytes: Buffer.from(plan.attachment.text, 'utf8'),
    });
  }
  if (files.length === 0) return;
  const dir = afterSaleDir(uploadDir);
  fs.mkdirSync(dir, { recursive: true });
  const insert = db.prepare(
    `INSERT INTO after_sale_files (request_id, field, stored_name, original_name, mime, kind, size, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const file of files) {
    const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
    const storedName = `${hex}.${file.mime === 'image/png' ? 'png' : 'txt'}`;
    fs.writeFileSync(path.join(dir, storedName), file.bytes);
    insert.run(plan.id, file.field, storedName, file.name, file.mime, file.kind, file.bytes.length, at);
  }
}
