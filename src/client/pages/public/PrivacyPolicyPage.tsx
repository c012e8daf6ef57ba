import { PublicPage } from './PublicPage';

/** What Starlane stores, why, and for how long: written from the schema, not from a template. */
export function PrivacyPolicyPage() {
  return (
    <PublicPage title="Privacy Policy" lead="What this Starlane server keeps about you, why, and for how long. There is no advertising, no analytics and no third-party tracking.">
      <h2>Your account</h2>
      <ul>
        <li>Your name and e-mail address, and when you verified the address.</li>
        <li>
          Your password, only as an argon2id hash: nobody, the operator included, can read it back. A password reset link is kept only as a SHA-256 hash and
          works for 60 minutes, once.
        </li>
        <li>
          With two-factor authentication on: the authenticator secret, encrypted with the server's key, and your recovery codes as SHA-256 hashes (each works once).
        </li>
        <li>API tokens you create: their name, permissions, a SHA-256 hash of the token and when each was last used.</li>
        <li>
          If you are an administrator: that role, and an audit log of every administrative act (your e-mail address, what changed, when), which outlives the
          account.
        </li>
      </ul>
      <h2>Signing in</h2>
      <ul>
        <li>
          For each signed-in browser: a random session id (in the <code>starlane_session</code> cookie), the IP address and browser name it signed in from,
          and when it was last active, so you can see and end your sessions from your profile. A session ends when you log out, change or reset your password,
          or after 14 days without use.
        </li>
        <li>
          Before you sign in, a signed anti-forgery token sits in the <code>starlane_csrf</code> cookie. Starlane sets no other cookies.
        </li>
        <li>Failed logins, counted per e-mail address and IP address for one minute to slow down guessing.</li>
        <li>Request counters per account and per IP address (trades, journeys, chat messages, account mails), kept for at most an hour, to enforce the rate limits.</li>
      </ul>
      <h2>Your game</h2>
      <p>
        Your characters and everything they own or did: credits, the credit ledger, ships, cargo, contracts, journeys, trades, items and the gear they wear,
        skills, professions and experience, and the captain's log. Retries of money-moving requests are remembered for 24 hours so a repeated click never pays
        twice.
      </p>
      <h2>Playing together</h2>
      <ul>
        <li>
          Your parties and guilds: membership, rank, invites and applications, and each guild bank deposit or withdrawal (who, how much, when). Other members
          see your character's name, whether it is online and which star system it is in.
        </li>
        <li>
          Chat messages you send (to a star system, your party, your guild or one player), with the time, kept so others can read the history; and the players
          you muted.
        </li>
      </ul>
      <p>
        Your browser's local storage keeps your active character, your last known character state and your graphics settings; they never leave your device
        except as the requests the game makes.
      </p>
      <h2>Mail</h2>
      <p>
        Starlane e-mails you only to verify your address and to reset a forgotten password, through the mail server its operator configured. It sends no
        newsletters.
      </p>
      <h2>Deleting everything</h2>
      <p>
        Deleting your account from your profile removes, in one step, the account, every character and everything they hold (items, skills, party and guild
        memberships, the chat messages they sent, mutes), your sessions, tokens, two-factor secrets and your request counters. What stays belongs to others: a
        guild's bank record keeps the amounts you moved without your name, and private messages other players sent you stay in their history. Nothing else is
        kept afterwards, save what the server's operator holds in backups.
      </p>
    </PublicPage>
  );
}
