import type { CallDef } from './define-call';
import * as site from './calls/site';
import * as auth from './calls/auth';
import * as catalog from './calls/catalog';
import * as favorites from './calls/favorites';
import * as cart from './calls/cart';
import * as delivery from './calls/delivery';
import * as orders from './calls/orders';
import * as payment from './calls/payment';
import * as addresses from './calls/addresses';
import * as afterSales from './calls/after-sales';
import * as publish from './calls/publish';

/** Every call of the API, in the order the docs list them. The backend registers a route for each. */
const modules = [
  site,
  auth,
  catalog,
  favorites,
  cart,
  delivery,
  orders,
  payment,
  addresses,
  afterSales,
  publish,
] as const;

function collect(): Record<string, CallDef> {
  const out: Record<string, CallDef> = {};
  for (const mod of modules) {
    for (const value of Object.values(mod)) {
      if (isCallDef(value)) out[value.name] = value;
    }
  }
  return out;
}

function isCallDef(value: unknown): value is CallDef {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'data' in value;
}

export const calls = collect();
export type CallName = keyof typeof calls;
