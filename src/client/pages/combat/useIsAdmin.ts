import { useQuery } from '@tanstack/react-query';
import { fetchUser } from '../../accounts/auth';
import { queryKeys } from '../../api/queryKeys';

/** Whether the signed-in user is an admin (the user payload says so); admin acts show only then. */
export function useIsAdmin(): boolean {
  const { data } = useQuery({ queryKey: queryKeys.user, queryFn: ({ signal }) => fetchUser(signal) });
  return data?.is_admin === true;
}
