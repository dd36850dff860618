import { useNavigate } from 'react-router-dom';
import { getIrregularEntryUrl, logout } from '@shop/api/calls';
import { api, refreshHeader, signOut } from '@shop/platform';
import { useToast } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';

/** Logout and the ERP center link: actions of the header rather than plain links. */
export function useSessionActions() {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useShellTexts();
  return {
    async logout() {
      // The local session ends whatever the server says: a failed call must not keep the user signed in.
      await api.call(logout, {}).catch(() => undefined);
      signOut();
      await refreshHeader();
      navigate('/');
    },
    async openErpCenter() {
      try {
        const { url } = await api.call(getIrregularEntryUrl, {});
        // An external redirect is a full navigation (spec 4).
        window.location.assign(url);
      } catch {
        toast.error(t('erp.failed'));
      }
    },
  };
}
