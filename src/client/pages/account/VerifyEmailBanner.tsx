import { Link } from 'react-router';
import type { User } from '../../../shared/api';
import { VERIFY_EMAIL_PATH } from './accountPaths';
import './account.css';

/** Shown across the signed-in pages until the address is verified: play goes on, API tokens wait. */
export function VerifyEmailBanner({ user }: { user: User }) {
  if (user.email_verified_at) return null;
  return (
    <div className="verify-banner" role="status">
      <span>Please verify your e-mail address {user.email}: we sent you a link. Until then you can play, but not create API tokens.</span>
      <Link to={VERIFY_EMAIL_PATH}>Resend the link</Link>
    </div>
  );
}
