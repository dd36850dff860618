import { useParams } from 'react-router-dom';
import { ID_PATTERN } from '../routes/route-table';

/**
 * The numeric id a route names (`id`, `cart_id`, `order_id`). The shell already answers 404 for one that is not a
 * positive integer, so null only happens when the page is rendered somewhere else (a test, the standalone page).
 */
export function useRouteId(name: string): number | null {
  const raw = useParams()[name];
  return raw !== undefined && ID_PATTERN.test(raw) ? Number(raw) : null;
}
