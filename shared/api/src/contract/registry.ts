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

/** The contract's modules by area, in the order the docs list them. */
export const callModules = {
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
} as const;

/** Every call of the API by name. The backend registers a route for each. */
function collect(): Record<string, CallDef> {
  const out: Record<string, CallDef> = {};
  for (const mod of Object.values(callModules)) {
    for (const value of Object.values(mod)) {
      if (isCallDef(value)) out[value.name] = value;
    }
  }
  return out;
}

export function isCallDef(value: unknown): value is CallDef {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'data' in value;
}

export const calls = collect();
export type CallName = keyof typeof calls;
