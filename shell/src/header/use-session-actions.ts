import { useNavigate } from 'react-router-dom';
import { getIrregularEntryUrl, logout } from '@shop/api/calls';
import { refreshHeader, signOut, useAction } from '@shop/platform';
import { useToast } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';

/** Logout and the ERP center link: actions of the header rather than plain links (each sent once at a time). */
export function useSessionActions() {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useShellTexts();
  const action = useAction<'logout' | 'erp'>();
  return {
    async logout() {
      // The local session ends whatever the server says: a failed call must not keep the user signed in.
      await action.run(logout, {}, { key: 'logout' });
      signOut();
      await refreshHeader();
      navigate('/');
    },
    async openErpCenter() {
      const entry = await action.run(
        getIrregularEntryUrl,
        {},
        { key: 'erp', onFailure: () => toast.error(t('erp.failed')) },
      );
      // An external redirect is a full navigation (spec 4).
      if (entry) window.location.assign(entry.url);
    },
  };
}
