import type { CheckoutSummary, Country } from '@shop/api/calls';

type Recipient = Extract<NonNullable<CheckoutSummary['delivery']>, { type: 'post' }>['recipient'];

/**
 * The post delivery's send-to line with the country's name in the shopper's language (the backend's `send_to`
 * ends with the country code: it answers the same line in every language). The code stands in only until the
 * country names have arrived.
 */
export function postSendTo(recipient: Recipient, countries: readonly Country[] | undefined): string {
  const country = countries?.find((entry) => entry.code === recipient.country_code)?.name ?? recipient.country_code;
  return [
    recipient.address,
    recipient.address2,
    recipient.district,
    recipient.city,
    recipient.state,
    recipient.post_code,
    country,
  ]
    .filter(Boolean)
    .join(', ');
}
