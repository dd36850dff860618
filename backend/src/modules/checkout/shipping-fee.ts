import type { ShippingZone } from '@shop/api/contract';

/**
 * Post tariff in minor units: the first kg, then each further started kg. Weight is the sum of the items'
 * weights, rounded up to whole kg, at least 1. A pickup costs nothing.
 */
export const POST_TARIFF: Readonly<Record<ShippingZone, { firstKg: number; perExtraKg: number }>> = {
  domestic: { firstKg: 500, perExtraKg: 150 },
  international: { firstKg: 1800, perExtraKg: 900 },
};

export function shippingZone(destinationCountry: string | null, warehouseCountry: string): ShippingZone {
  return destinationCountry === null || destinationCountry === warehouseCountry ? 'domestic' : 'international';
}

export function postFee(zone: ShippingZone, weightGrams: number): number {
  const kg = Math.max(1, Math.ceil(weightGrams / 1000));
  const tariff = POST_TARIFF[zone];
  return tariff.firstKg + tariff.perExtraKg * (kg - 1);
}

export function shippingFee(type: 'post' | 'pickup', zone: ShippingZone, weightGrams: number): number {
  return type === 'pickup' ? 0 : postFee(zone, weightGrams);
}
