import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { actionFailure, loginPath, refreshHeader, useIsAuthenticated, useValidationText } from '@shop/platform';
import { useToast } from '@shop/ui';
import type { CatalogTexts } from '../i18n/en';
import { useCatalogTexts } from '../i18n/texts';

/**
 * Runs an action only a customer may take (add to cart, add to favorites). A visitor is sent to login and comes
 * back here afterwards; a customer gets the success toast and a fresh header (its counters), or the failure told.
 */
export function useCustomerAction() {
  const customer = useIsAuthenticated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toast = useToast();
  const t = useCatalogTexts();
  const validationText = useValidationText();
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<unknown>, success: keyof CatalogTexts): Promise<boolean> => {
    if (!customer) {
      navigate(loginPath(`${pathname}${search}`));
      return false;
    }
    setPending(true);
    try {
      await action();
      toast.success(t(success));
      void refreshHeader();
      return true;
    } catch (error) {
      const failure = actionFailure(error);
      if (failure?.kind === 'validation') toast.error(validationText(failure.key) ?? t('action.failed'));
      else if (failure) toast.error(t(`action.${failure.kind}`));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
