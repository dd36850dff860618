import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { afterId, countryCode, id, locale, money, moneyInput, page, pageSize, paginated, timestamp } from '../fields';
import { M } from '../messages';
import { PRODUCT_SORTS } from '../product-sorts';

export { PRODUCT_SORTS, type ProductSort } from '../product-sorts';

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(M.invalid_value), v.trim(), v.maxLength(max, M.text_too_long)));
/** A yes/no filter: a JSON boolean, or `true`/`false`/`1`/`0` from a query string. */
const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], M.invalid_value),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  ),
);

/** A product in lists. `price` is absent for visitors: the backend never sends it to them (spec 1). */
export const productSummarySchema = v.object({
  id: v.number(),
  sku: v.string(),
  name: v.string(),
  image_url: v.string(),
  price: v.optional(money),
  inventory: v.number(),
  in_stock: v.boolean(),
  sold_out: v.boolean(),
  sales_count: v.number(),
  ship_from: v.string(),
  created_at: timestamp,
});
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;

/**
 * The home page's filters. The price range is checked once here, for the form and the backend alike
 * ('The lowest price cannot be higher than the highest price', reported on price_min).
 */
export const productListInput = v.pipe(
  v.object({
    category_id: v.optional(id),
    price_min: v.optional(moneyInput(M.price_invalid)),
    price_max: v.optional(moneyInput(M.price_invalid)),
    sort: v.optional(v.picklist(PRODUCT_SORTS, M.invalid_value), 'newest_desc'),
    ship_from: v.optional(countryCode),
    q: optionalText(100),
    in_stock: flag,
    page,
    page_size: pageSize,
  }),
  v.forward(
    v.partialCheck(
      [['price_min'], ['price_max']],
      (input) => input.price_min === undefined || input.price_max === undefined || input.price_min <= input.price_max,
      M.price_range_invalid,
    ),
    ['price_min'],
  ),
);

export const listProducts = defineCall({
  name: 'product.list',
  method: 'GET',
  path: '/shop-api/product/list',
  summary:
    "The catalogue with filters (category — a department includes its sub-categories; an unknown one matches nothing —, price range in minor units, ship-from country, in stock), a search `q` matching the name or the SKU (case-insensitive substring, from one character), a sort (newest first by default; ties in id order), and pages with the total of all matches. Prices are absent for visitors, and the price filters apply to customers only (a visitor's price range is ignored, so prices cannot be probed).",
  access: 'public',
  gated: true,
  input: productListInput,
  data: paginated(productSummarySchema),
  errors: [{ code: ErrorCode.VALIDATION, when: 'price_min > price_max (errors.price_min = [price_range_invalid])' }],
});

export const productDetailSchema = v.object({
  ...productSummarySchema.entries,
  description: v.string(),
  category: v.object({
    id: v.number(),
    name: v.string(),
    parent: v.nullable(v.object({ id: v.number(), name: v.string() })),
  }),
  images: v.array(v.string()),
  warehouse: v.object({ name: v.string(), country: v.string() }),
  weight_grams: v.number(),
  /** Always false for visitors. */
  is_favorite: v.boolean(),
});
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;

/** The answer to a product id that names no product. */
export const productNotFound = { code: ErrorCode.NOT_FOUND, when: 'no product has this id' } as const;

export const getProduct = defineCall({
  name: 'product.detail',
  method: 'GET',
  path: '/shop-api/product/detail',
  summary: 'One product with its gallery, category, warehouse and, for a customer, price and favorite flag.',
  access: 'public',
  gated: true,
  input: v.object({ id, locale }),
  data: productDetailSchema,
  errors: [productNotFound],
});

export const categoryTreeSchema = v.array(
  v.object({ id: v.number(), name: v.string(), children: v.array(v.object({ id: v.number(), name: v.string() })) }),
);

export const getCategories = defineCall({
  name: 'product.categories',
  method: 'GET',
  path: '/shop-api/product/categories',
  summary: 'The two-level category tree, in display order, named in the asked locale.',
  access: 'public',
  gated: true,
  sameForEveryone: true,
  input: v.object({ locale }),
  data: categoryTreeSchema,
});

export const getShipFromCountries = defineCall({
  name: 'product.countries',
  method: 'GET',
  path: '/shop-api/product/ship-from-countries',
  summary: 'The countries products ship from (the ship-from filter), with how many products each has.',
  access: 'public',
  gated: true,
  sameForEveryone: true,
  input: v.object({ locale }),
  data: v.array(v.object({ code: v.string(), name: v.string(), product_count: v.number() })),
});

/** The most products one sitemap call gives (the backend caps a larger `limit` to it). */
export const SITEMAP_PAGE_MAX = 10_000;

export const listSitemapProducts = defineCall({
  name: 'product.sitemap',
  method: 'GET',
  path: '/shop-api/product/sitemap',
  summary:
    "Every product's id and last change, in id order, for the store's sitemap: keyset pages (`after` the last id of the previous page, 0 or absent for the first) of at most `limit` products (default and cap 10,000; a larger limit is capped, not refused). An empty list is the end. `updated_at` is the product's last recorded change (its creation while products are not edited).",
  access: 'public',
  gated: true,
  sameForEveryone: true,
  input: v.object({
    after: afterId,
    limit: v.optional(
      v.pipe(
        id,
        v.transform((n) => Math.min(n, SITEMAP_PAGE_MAX)),
      ),
      SITEMAP_PAGE_MAX,
    ),
  }),
  data: v.array(v.object({ id: v.number(), updated_at: timestamp })),
});

/** The most lines a quick order checks or adds at once. */
export const QUICK_ORDER_MAX_LINES = 200;

/** A SKU as a buyer pasted it: trimmed, compared without regard to case. */
export const skuInput = v.pipe(
  v.string(M.invalid_value),
  v.trim(),
  v.minLength(1, M.sku_required),
  v.maxLength(64, M.text_too_long),
);

/** A product a quick-order line names, as the line shows it. `price` is absent for visitors (spec 1). */
export const quickOrderProductSchema = v.object({
  ...v.pick(productSummarySchema, ['id', 'sku', 'name', 'image_url', 'price', 'inventory', 'sold_out', 'ship_from'])
    .entries,
  warehouse_id: v.number(),
  warehouse_name: v.string(),
  /** Units of it already in the customer's cart (0 for visitors): a line can add at most inventory − in_cart. */
  in_cart: v.number(),
});
export type QuickOrderProduct = v.InferOutput<typeof quickOrderProductSchema>;

export const productsBySkus = defineCall({
  name: 'product.bySkus',
  method: 'POST',
  path: '/shop-api/product/by-skus',
  summary:
    "Checks the SKUs of a quick order in one call (at most 200, compared without regard to case; a SKU asked twice is answered once): each known SKU's product with its stock, warehouse and ship-from country, and for a customer its price and the units already in the cart; each unknown SKU with up to 3 closest SKUs (fewest edits first) to pick from. `cart_warehouse_id` is the warehouse of the cart's selected lines (null for a visitor or when none is selected): a checkout ships from one warehouse. POST because 200 SKUs do not fit a query string.",
  access: 'public',
  gated: true,
  input: v.object({
    skus: v.pipe(
      v.array(skuInput, M.invalid_value),
      v.minLength(1, M.sku_required),
      v.maxLength(QUICK_ORDER_MAX_LINES, M.quick_order_too_many),
    ),
    locale,
  }),
  data: v.object({
    products: v.array(quickOrderProductSchema),
    unknown: v.array(
      v.object({
        sku: v.string(),
        suggestions: v.array(v.object({ id: v.number(), sku: v.string(), name: v.string() })),
      }),
    ),
    cart_warehouse_id: v.nullable(v.number()),
  }),
  errors: [
    { code: ErrorCode.VALIDATION, when: 'no SKU (errors.skus = [sku_required]); more than 200 (quick_order_too_many)' },
  ],
});
