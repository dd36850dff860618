import type { CallData, getAfterSaleDetail } from '@shop/api/calls';

export type AfterSaleStatus = CallData<typeof getAfterSaleDetail>['status'];
export type ServiceTypeCode = CallData<typeof getAfterSaleDetail>['service_type'];

/** The translation key of a request's state (spec 4's progress and outcomes). */
export const statusKey = (status: AfterSaleStatus) => `status.${status}` as const;
