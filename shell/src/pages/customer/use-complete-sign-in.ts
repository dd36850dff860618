import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthSession } from '@shop/api/calls';
import { refreshHeader, signIn } from '@shop/platform';
import { returnPathFrom } from '../../routing/guards';

/** After login or register: keep the token, refresh the header's name and counters, go back where the user was. */
export function useCompleteSignIn(): (session: AuthSession) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return async (session) => {
    signIn(session);
    await refreshHeader();
    navigate(returnPathFrom(location.search), { replace: true });
  };
}
