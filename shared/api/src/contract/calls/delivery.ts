import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { areaCode, countryCode, id, money, optionalText, phone, postCode, requiredText } from '../fields';
import { M } from '../messages';

const emailFormat = v.pipe(v.string(), v.email());

/** An email that may be left empty (the address form's email is optional). */
const optionalEmail = v.optional(
  v.pipe(
    v.string(M.email_invalid),
    v.trim(),
    v.toLowerCase(),
    v.check((text) => text === '' || v.is(emailFormat, text), M.email_invalid),
    v.maxLength(254, M.email_invalid),
  ),
  '',
);

/**
 * A required field whose absence gives the same message as an empty value: a missing key would otherwise get
 * valibot's generic "Invalid key" text instead of the spec's "The X field is required".
 */
const required = <T extends v.GenericSchema<string, string>>(schema: T) => v.optional(schema, '');

/**
 * The fields of a delivery address (a valibot entries object), shared by the post delivery form and the
 * address book (create/update), so both give the same messages (spec section 5).
 */
export const addressFields = {
  consignee: required(requiredText(M.consignee_required, 100)),
  country_code: required(countryCode),
  state: required(requiredText(M.state_required, 100)),
  city: required(requiredText(M.city_required, 100)),
  district: required(requiredText(M.district_required, 100)),
  address: required(requiredText(M.address_required, 200)),
  address2: optionalText(200),
  post_code: required(postCode),
  area_code: required(areaCode),
  phone: required(phone),
  email: optionalEmail,
};

/** post: a carrier delivers to the recipient; pickup: someone collects the goods at the warehouse. */
export const deliveryType = v.picklist(['post', 'pickup']);
/**
 * domestic: the goods stay in the warehouse's country (always so for a pickup); international: they cross a
 * border. The zone sets the shipping fee.
 */
export const shippingZone = v.picklist(['domestic', 'international']);
export type ShippingZone = v.InferOutput<typeof shippingZone>;

export const warehouseSchema = v.object({
  id: v.number(),
  name: v.string(),
  country_code: v.string(),
  address: v.string(),
  contact_person: v.string(),
  post_code: v.string(),
  phone: v.string(),
});
export type WarehouseInfo = v.InferOutput<typeof warehouseSchema>;

export const recipientSchema = v.object({
  consignee: v.string(),
  country_code: v.string(),
  state: v.string(),
  city: v.string(),
  district: v.string(),
  address: v.string(),
  address2: v.string(),
  post_code: v.string(),
  area_code: v.string(),
  phone: v.string(),
  email: v.string(),
});

export const pickupSchema = v.object({
  pickup_name: v.string(),
  area_code: v.string(),
  phone: v.string(),
  temporary_address: v.string(),
  same_address_for_delivery: v.boolean(),
});

export const checkoutDeliverySchema = v.variant('type', [
  v.object({ type: v.literal('post'), recipient: recipientSchema }),
  v.object({ type: v.literal('pickup'), pickup: pickupSchema }),
]);

export const checkoutLineSchema = v.object({
  product_id: v.number(),
  name: v.string(),
  sku: v.string(),
  image_url: v.string(),
  quantity: v.number(),
  unit_price: money,
  amount: money,
});

export const checkoutSummarySchema = v.object({
  cart_id: v.number(),
  items: v.array(checkoutLineSchema),
  goods_total: money,
  /** null until a delivery is chosen. */
  delivery: v.nullable(checkoutDeliverySchema),
  /**
   * Computed by the server: 0 for a pickup; for post, by zone and the total weight rounded up to whole kg
   * (at least 1): domestic 500 + 150 per kg after the first, international 1800 + 900 per kg after the first
   * (minor units). null until a delivery is chosen.
   */
  shipping_fee: v.nullable(money),
  /** goods_total + shipping_fee (the fee counts as 0 while unknown). */
  total: money,
  /**
   * Where the goods go, on one line: the recipient's address (ending with the country code, the same in every
   * language: a page names the country in the shopper's language from the recipient's fields), or the warehouse's
   * for a pickup. null until chosen.
   */
  send_to: v.nullable(v.string()),
  /** The warehouse the goods ship from (a checkout holds the items of one warehouse). */
  warehouse: warehouseSchema,
  shipping_zone: v.nullable(shippingZone),
  shipping_method: v.nullable(deliveryType),
  /** Set once the checkout was confirmed: the confirmation page then goes on to this order's payment. */
  order_id: v.nullable(v.number()),
});
export type CheckoutSummary = v.InferOutput<typeof checkoutSummarySchema>;

/** The answer to a cart_id that names no checkout of this customer. */
export const checkoutNotFound = { code: ErrorCode.NOT_FOUND, when: 'no such checkout for this customer' } as const;
const checkoutErrors = [
  checkoutNotFound,
  { code: ErrorCode.CONFLICT, when: 'the checkout was already confirmed as an order (key checkout_confirmed)' },
] as const;

export const getCheckoutSummary = defineCall({
  name: 'checkout.summary',
  method: 'GET',
  path: '/shop-api/checkout/summary',
  summary:
    'What the delivery and confirmation pages show for a checkout (the cart_id of their routes): items, totals, the chosen delivery, the shipping fee and the warehouse.',
  access: 'customer',
  gated: true,
  input: v.object({ cart_id: id }),
  data: checkoutSummarySchema,
  errors: [checkoutNotFound],
});

export const postDeliveryInput = v.union([
  v.object({ cart_id: id, address_id: id }),
  v.object({ cart_id: id, ...addressFields }),
]);

export const setPostDelivery = defineCall({
  name: 'delivery.post',
  method: 'POST',
  path: '/shop-api/delivery/post',
  summary:
    'Chooses delivery by post, to a saved active address (address_id) or to the address typed in the form. The country must be one the shop delivers to. Answers with the updated summary.',
  access: 'customer',
  gated: true,
  input: postDeliveryInput,
  data: checkoutSummarySchema,
  errors: [
    ...checkoutErrors,
    { code: ErrorCode.NOT_FOUND, when: 'address_id is not an address of this customer' },
    {
      code: ErrorCode.VALIDATION,
      when: 'the country is not delivered to (errors.country_code = [country_not_deliverable]); the saved address is invalid (errors.address_id = [address_invalid])',
    },
  ],
});

export const pickupDeliveryInput = v.pipe(
  v.object({
    cart_id: id,
    pickup_name: v.optional(requiredText(M.pickup_name_required, 100), ''),
    area_code: v.optional(areaCode, ''),
    phone: v.optional(phone, ''),
    temporary_address: optionalText(300),
    same_address_for_delivery: v.optional(v.boolean(M.invalid_value), false),
  }),
  v.forward(
    v.partialCheck(
      [['temporary_address'], ['same_address_for_delivery']],
      (input) => !input.same_address_for_delivery || input.temporary_address !== '',
      M.address_required,
    ),
    ['temporary_address'],
  ),
);

export const setPickupDelivery = defineCall({
  name: 'delivery.pickup',
  method: 'POST',
  path: '/shop-api/delivery/pickup',
  summary:
    'Chooses self pickup at the warehouse (no shipping fee). With same_address_for_delivery the temporary address is also the delivery address and is required. Answers with the updated summary.',
  access: 'customer',
  gated: true,
  input: pickupDeliveryInput,
  data: checkoutSummarySchema,
  errors: checkoutErrors,
});
