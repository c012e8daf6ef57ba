import { Link, useRouteLoaderData } from 'react-router';
import type { requireUser } from '../../accounts/signedInUser';
import { ApiTokenList } from './ApiTokenList';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { VERIFY_EMAIL_PATH } from './accountPaths';
import './account.css';

/** Jetstream's API token manager; tokens are for verified accounts. */
export function ApiTokensPage() {
  const user = useRouteLoaderData<typeof requireUser>('app');
  return (
    <div className="page stack account-page">
      <title>API Tokens · Starlane</title>
      <h1>API Tokens</h1>
      <p className="muted">
        Tokens let your own programs play through the <a href="/docs/api">HTTP API (reference)</a> and listen to your{' '}
        <a href="/docs/realtime">realtime events</a>.
      </p>
      {user?.email_verified_at ? (
        <CreateApiTokenForm />
      ) : (
        <p className="form-alert" role="alert">
          Verify your e-mail address before creating API tokens. <Link to={VERIFY_EMAIL_PATH}>Send the link again</Link>
        </p>
      )}
      <ApiTokenList />
    </div>
  );
}
