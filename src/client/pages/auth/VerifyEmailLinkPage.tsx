import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/apiErrors';
import { accountApi } from '../../accounts/account';
import { queryKeys } from '../../api/queryKeys';
import { AuthCard } from '../../ui/AuthCard';

/** Where the verification mail's link lands: the signed link is checked by the server, and the answer shown. */
export function VerifyEmailLinkPage() {
  const { id = '', hash = '' } = useParams();
  const [search] = useSearchParams();
  const expires = Number(search.get('expires'));
  const signature = search.get('signature') ?? '';
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.account.verification(id, hash, expires, signature),
    queryFn: () => accountApi.verifyEmail({ id: Number(id), hash }, { expires, signature }),
    retry: false,
    staleTime: Infinity,
  });

  return (
    <AuthCard title="Verify Email Address">
      <title>Verify e-mail · Starlane</title>
      {isPending && <p className="muted">Checking your link…</p>}
      {data && (
        <p className="form-status" role="status">
          {data.message}
        </p>
      )}
      {error && (
        <div className="form-alert" role="alert">
          {errorMessage(error, 'This link could not be checked.')} The link may have expired: send a new one from your profile.
        </div>
      )}
      <Link className="btn btn-primary btn-block" to="/characters">
        Continue to Starlane
      </Link>
    </AuthCard>
  );
}
