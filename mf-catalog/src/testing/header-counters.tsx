import { useHeader } from '@shop/platform';

/** The header's counters, as the shell shows them: tests watch them change after an action. */
export function HeaderCounters() {
  const { data } = useHeader();
  return data ? (
    <p>
      cart {data.cart_total}, favorites {data.wish_total}
    </p>
  ) : null;
}
