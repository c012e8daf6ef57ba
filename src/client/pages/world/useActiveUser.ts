import { useRouteLoaderData } from 'react-router';
import type { User } from '../../../shared/api';

/** The signed-in user, as the app layout's loader read it (admins see the content admin's links). */
export function useActiveUser(): User | undefined {
  return useRouteLoaderData<User>('app');
}
