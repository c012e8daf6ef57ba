import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchUser } from './accounts/auth';
import { HOME_AFTER_LOGIN_PATH } from './accounts/signedInUser';

/** Loader of the login and register pages: a signed-in player goes straight to the characters. */
export async function redirectIfAuthenticated({ request }: LoaderFunctionArgs): Promise<null> {
  try {
    await fetchUser(request.signal);
  } catch {
    // Not signed in (or the check failed): show the form.
    return null;
  }
  throw redirect(HOME_AFTER_LOGIN_PATH);
}
