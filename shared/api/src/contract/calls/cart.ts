import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { id, idList, money, quantity } from '../fields';
import { M } from '../messages';
import { productNotFound, QUICK_ORDER_MAX_LINES } from './catalog';
import { idempotencyKey } from './orders';

export const cartItemSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  sku: v.string(),
  name: v.string(),
  image_url: v.string(),
  unit_price: money,
  quantity: v.number(),
  /** Units in stock now; the quantity can never be set above it. */
  inventory: v.number(),
  sold_out: v.boolean(),
  selected: v.boolean(),
  /** unit_price × quantity. */
  amount: money,
  /** One checkout holds the items of one warehouse, so the cart shows where each line ships from. */
  warehouse_id: v.number(),
  warehouse_name: v.string(),
  ship_from: v.string(),
});
export type CartItem = v.InferOutput<typeof cartItemSchema>;

export const cartSchema = v.object({
  items: v.array(cartItemSchema),
  /** Sum of the amounts of the selected lines that are in stock. */
  selected_total: money,
  /** Number of lines, as the header counter shows it. */
  cart_total: v.number(),
});
export type Cart = v.InferOutput<typeof cartSchema>;

const overInventory = {
  code: ErrorCode.VALIDATION,
  when: 'the quantity is above the inventory, or the product is sold out (errors.quantity = [quantity_over_inventory])',
} as const;
const lineNotFound = { code: ErrorCode.NOT_FOUND, when: 'a line is not in this cart (nothing changes)' } as const;

export const getCart = defineCall({
  name: 'cart.list',
  method: 'GET',
  path: '/shop-api/cart/list',
  summary: 'The cart of the customer, newest line first, with the total of the selected lines.',
  access: 'customer',
  gated: true,
  input: v.object({}),
  data: cartSchema,
});

export const addToCart = defineCall({
  name: 'cart.add',
  method: 'POST',
  path: '/shop-api/cart/add',
  summary:
    'Adds a product to the cart; a product already in the cart gets the quantities added up (the line is selected). The total is bounded by the inventory.',
  access: 'customer',
  gated: true,
  input: v.object({ product_id: id, quantity }),
  data: v.object({ item_id: v.number(), quantity: v.number(), cart_total: v.number() }),
  errors: [overInventory, productNotFound],
});

export const setCartQuantity = defineCall({
  name: 'cart.quantity',
  method: 'POST',
  path: '/shop-api/cart/quantity',
  summary: 'Sets the quantity of a cart line (1 to the inventory). Answers with the whole cart.',
  access: 'customer',
  gated: true,
  input: v.object({ item_id: id, quantity }),
  data: cartSchema,
  errors: [overInventory, lineNotFound],
});

export const removeCartItems = defineCall({
  name: 'cart.remove',
  method: 'POST',
  path: '/shop-api/cart/remove',
  summary: 'Removes lines from the cart. Answers with the whole cart.',
  access: 'customer',
  gated: true,
  input: v.object({ item_ids: idList(M.select_item) }),
  data: cartSchema,
  errors: [lineNotFound],
});

export const selectCartItems = defineCall({
  name: 'cart.select',
  method: 'POST',
  path: '/shop-api/cart/select',
  summary: 'Selects or unselects lines for checkout ("select all" sends every id). Answers with the whole cart.',
  access: 'customer',
  gated: true,
  input: v.object({ item_ids: idList(M.select_item), selected: v.boolean(M.invalid_value) }),
  data: cartSchema,
  errors: [lineNotFound],
});

export const checkoutCart = defineCall({
  name: 'cart.checkout',
  method: 'POST',
  path: '/shop-api/cart/checkout',
  summary:
    'Starts a checkout from the selected lines; its id is the cart_id of the delivery and confirmation pages. The lines stay in the cart until the order is confirmed.',
  access: 'customer',
  gated: true,
  input: v.object({}),
  data: v.object({ cart_id: v.number() }),
  errors: [
    {
      code: ErrorCode.VALIDATION,
      when: 'no line selected (errors.items = [select_item]); a selected line is above the inventory or sold out (errors.items = [quantity_over_inventory], data.item_ids lists them); the selected lines ship from different warehouses (errors.items = [checkout_mixed_warehouses])',
    },
  ],
});

/** Why a line of `cart.addMany` did not go in. */
export const ADD_MANY_REFUSALS = [
  'product_not_found',
  'product_sold_out',
  'quantity_over_inventory',
  'checkout_mixed_warehouses',
] as const;
export type AddManyRefusal = (typeof ADD_MANY_REFUSALS)[number];

export const addManyToCart = defineCall({
  name: 'cart.addMany',
  method: 'POST',
  path: '/shop-api/cart/add-many',
  summary:
    "Adds the lines of a quick order (at most 200) in one call, each on its own: a line goes in whole or not at all, and the answer says per line what happened. A product already in the cart gets the quantities added up, bounded by the inventory (`available` says how many more would fit). A checkout ships from one warehouse, so a line is refused (checkout_mixed_warehouses) when it ships from another warehouse than the cart's selected lines — or, with none selected, than most of this call's lines that could go in (a tie: the earliest line's). The same product twice in one call counts as one line with the quantities added. Idempotent: the same idempotency_key answers with the first answer and adds nothing more, so a double tap or a retry adds once.",
  access: 'customer',
  gated: true,
  input: v.object({
    lines: v.pipe(
      v.array(v.object({ product_id: id, quantity }), M.invalid_value),
      v.minLength(1, M.select_item),
      v.maxLength(QUICK_ORDER_MAX_LINES, M.quick_order_too_many),
    ),
    idempotency_key: idempotencyKey,
  }),
  data: v.object({
    /** One per line asked, in the order asked (a product asked twice answers for each line with the merged result). */
    results: v.array(
      v.object({
        product_id: v.number(),
        added: v.boolean(),
        /** The cart line it went into (null when refused). */
        item_id: v.nullable(v.number()),
        /** The line's quantity in the cart now. */
        quantity: v.number(),
        reason: v.optional(v.picklist(ADD_MANY_REFUSALS)),
        /** How many more units the cart can take of it (inventory − in cart). */
        available: v.number(),
      }),
    ),
    cart_total: v.number(),
  }),
  errors: [
    {
      code: ErrorCode.VALIDATION,
      when: 'no line (errors.lines = [select_item]); more than 200 lines (quick_order_too_many); a quantity that is not a whole number from 1 (quantity_invalid)',
    },
  ],
});
