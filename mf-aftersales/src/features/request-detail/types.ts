import type { CallData, getAfterSaleDetail } from '@shop/api/calls';

/** One after-sales request as its detail call answers it. */
export type AfterSale = CallData<typeof getAfterSaleDetail>;
export type AfterSaleFile = AfterSale['images'][number];
export type HistoryEntry = AfterSale['history'][number];
