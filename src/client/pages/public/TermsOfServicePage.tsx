import { PublicPage } from './PublicPage';

/** The rules of playing on this server. */
export function TermsOfServicePage() {
  return (
    <PublicPage title="Terms of Service" lead="By creating an account you agree to play by these terms.">
      <h2>Your account</h2>
      <ul>
        <li>One person per account. Keep your password to yourself; turn on two-factor authentication if you can.</li>
        <li>Give an e-mail address you can read: it is how you verify your account and recover a forgotten password.</li>
        <li>You may delete your account at any time from your profile. Deleting it removes your characters and everything they own, for good.</li>
      </ul>
      <h2>Fair play</h2>
      <ul>
        <li>
          Credits, ships and cargo are game items. They have no money value and cannot be bought or sold for money on this server; trading them for money
          elsewhere is not allowed.
        </li>
        <li>
          API tokens are for your own tools (price watchers, trade assistants). Automated play must respect the published rate limits, shown at{' '}
          <code>/api/meta/limits</code>; abusing bugs or the servers is not allowed.
        </li>
        <li>Character names must not impersonate others or be offensive. The operator may rename or remove characters that break these terms.</li>
      </ul>
      <h2>The service</h2>
      <ul>
        <li>
          Starlane is a game in development. The galaxy, prices and rules change as it grows; the economy may be reset. It is provided as it is, without any
          warranty.
        </li>
        <li>The operator may suspend accounts that break these terms.</li>
      </ul>
      <p className="muted">What is stored about you is set out in the Privacy Policy.</p>
    </PublicPage>
  );
}
