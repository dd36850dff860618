import { pickupDeliveryInput } from '@shop/api/contract';
import { typedFields } from '@shop/platform/forms';

/**
 * The pickup form: `delivery.pickup`'s own fields, messages and check (the address is required when it is also the
 * delivery address), without the checkout's id, which no one types: it is sent beside the values.
 */
export const pickupSchema = typedFields(pickupDeliveryInput, ['cart_id']);
