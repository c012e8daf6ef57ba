import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '../../../shared/api';
import { queryKeys } from '../../api/queryKeys';
import { HOME_AFTER_LOGIN_PATH } from '../../accounts/signedInUser';
import { useCharacterStore } from '../../stores/characterStore';

/** What follows a successful login or registration: remember the user, then go to the characters. */
export function useSignedIn(): (user: User) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (user) => {
    useCharacterStore.getState().setUser(user);
    queryClient.setQueryData(queryKeys.user, user);
    await navigate(HOME_AFTER_LOGIN_PATH, { replace: true });
  };
}
