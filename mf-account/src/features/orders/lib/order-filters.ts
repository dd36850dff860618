import { M, ORDER_STATUSES, type CallInput, type listOrders, type OrderStatus } from '@shop/api/calls';

/** Every status of spec 4, in the order the status filter offers them: the contract's one list. */
export const ORDER_STATUS_LIST: readonly OrderStatus[] = ORDER_STATUSES;
const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** The backend's cap on one batch search (order.list answers order_nos_too_many above it). */
export const MAX_ORDER_NUMBERS = 50;
export const ORDERS_PAGE_SIZE = 10;

/** What the filter form holds; the URL's query holds the same, so a link reproduces the view. */
export interface OrderFilters {
  order_nos: string;
  date_from: string;
  date_to: string;
  status: OrderStatus | '';
}

export function filtersFrom(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    order_nos: params.get('order_nos') ?? '',
    date_from: params.get('date_from') ?? '',
    date_to: params.get('date_to') ?? '',
    status: isStatus(status) ? status : '',
  };
}

/** How many filters the view applies (the folded filters' button says it, so a phone shows the list is narrowed). */
export function activeFilterCount(filters: OrderFilters): number {
  return [filters.order_nos.trim(), filters.date_from, filters.date_to, filters.status].filter(Boolean).length;
}

export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The order numbers of a batch search, split as the backend splits them (new lines, commas, spaces), once each. */
export function orderNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/**
 * The query of a view: only what is set, numbers one per line, the page when not the first. Filters change
 * together with a return to page 1.
 */
export function searchOf(filters: OrderFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const numbers = orderNumbers(filters.order_nos);
  if (numbers.length > 0) params.set('order_nos', numbers.join('\n'));
  if (filters.date_from) params.set('date_from', filters.date_from);
  if (filters.date_to) params.set('date_to', filters.date_to);
  if (filters.status) params.set('status', filters.status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The backend's own rules, checked before the search is sent so the message shows at once by its field: at most
 * 50 order numbers, a start date not after the end date. The message keys are the contract's.
 */
export function filterErrors(filters: OrderFilters): Partial<Record<keyof OrderFilters, string>> {
  const errors: Partial<Record<keyof OrderFilters, string>> = {};
  if (orderNumbers(filters.order_nos).length > MAX_ORDER_NUMBERS) errors.order_nos = M.order_nos_too_many;
  if (filters.date_from && filters.date_to && filters.date_from > filters.date_to)
    errors.date_to = M.date_range_invalid;
  return errors;
}

/** The `order.list` input of the view in a URL's query. */
export function ordersInput(params: URLSearchParams): CallInput<typeof listOrders> {
  const filters = filtersFrom(params);
  return {
    ...(filters.order_nos ? { order_nos: filters.order_nos } : {}),
    ...(filters.date_from ? { date_from: filters.date_from } : {}),
    ...(filters.date_to ? { date_to: filters.date_to } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: pageFrom(params),
    page_size: ORDERS_PAGE_SIZE,
  };
}
