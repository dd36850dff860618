import { useLocation, useNavigate } from 'react-router-dom';
import { getHeader, type ApiCall, type CallInput } from '@shop/api/calls';
import { loginPath, useAction, useIsAuthenticated } from '@shop/platform';
import { useToast } from '@shop/ui';
import type { CatalogTexts } from '../i18n/en';
import { useCatalogTexts } from '../i18n/texts';

/**
 * Runs an action only a customer may take (add to cart, add to favorites). A visitor is sent to login and comes
 * back here afterwards; a customer gets the success toast or the failure told, and a fresh header (its counters).
 */
export function useCustomerAction() {
  const customer = useIsAuthenticated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toast = useToast();
  const t = useCatalogTexts();
  const action = useAction({ refresh: [getHeader] });

  const run = async <C extends ApiCall>(def: C, input: CallInput<C>, success: keyof CatalogTexts): Promise<boolean> => {
    if (!customer) {
      navigate(loginPath(`${pathname}${search}`));
      return false;
    }
    const done = await action.run(def, input, {
      onFailure: ({ message }) => {
        if (message) toast.error(message);
      },
    });
    if (done === undefined) return false;
    toast.success(t(success));
    return true;
  };

  return { run, pending: action.pending };
}
