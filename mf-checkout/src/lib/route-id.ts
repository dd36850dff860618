import { useParams } from 'react-router-dom';

/**
 * The numeric id in the route (`cart_id`, `order_id`); the shell already answers 404 for one that is not a
 * positive integer, so null only happens when the page is rendered somewhere else.
 */
export function useRouteId(name: 'cart_id' | 'order_id'): number | null {
  const raw = useParams()[name];
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
