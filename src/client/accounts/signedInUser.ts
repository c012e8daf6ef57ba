import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { User } from '../../shared/api';
import { httpStatus } from '../api/apiErrors';
import { fetchUser } from './auth';
import { bindCharacterLoader } from '../characters/characterQueries';
import { queryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { useCharacterStore } from '../stores/characterStore';

export const LOGIN_PATH = '/login';
export const HOME_AFTER_LOGIN_PATH = '/characters';

/**
 * Loader of the protected layout: the signed-in user, or a redirect to the login page on 401.
 * The request's signal goes to axios, so a navigation superseded by a newer one cancels its call.
 * Signed-in pages reload characters through the character store: it reads through the query client.
 */
export async function requireUser({ request }: LoaderFunctionArgs): Promise<User> {
  bindCharacterLoader(queryClient);
  try {
    const user = await fetchUser(request.signal);
    useCharacterStore.getState().setUser(user);
    queryClient.setQueryData(queryKeys.user, user);
    return user;
  } catch (err) {
    if (httpStatus(err) === 401) {
      useCharacterStore.getState().setUser(null);
      queryClient.removeQueries({ queryKey: queryKeys.user, exact: true });
      throw redirect(LOGIN_PATH);
    }
    throw err;
  }
}
