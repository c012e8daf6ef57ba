import { useLocation, useNavigate } from 'react-router';
import { httpStatus } from '../../api/apiErrors';
import { accountApi } from '../../api/account';
import { CONFIRM_PASSWORD_PATH } from './accountPaths';

/**
 * Runs a sensitive act (Fortify's `password.confirm`): when the password was not confirmed in
 * the last 3 hours, or the server answers 423, the player goes to the confirm-password page and
 * comes back here. Resolves true when the act ran.
 */
export function usePasswordConfirmation(): (act: () => Promise<void>) => Promise<boolean> {
  const navigate = useNavigate();
  const location = useLocation();
  const confirmFirst = () => navigate(`${CONFIRM_PASSWORD_PATH}?redirect=${encodeURIComponent(location.pathname)}`);
  return async (act) => {
    if (!(await accountApi.passwordConfirmed())) {
      await confirmFirst();
      return false;
    }
    try {
      await act();
      return true;
    } catch (err) {
      if (httpStatus(err) !== 423) throw err;
      await confirmFirst();
      return false;
    }
  };
}
