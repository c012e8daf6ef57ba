-- The account suite (issue 20), after Laravel Fortify and Jetstream: e-mail verification,
-- two-factor authentication, password confirmation, password resets and API tokens.
ALTER TABLE users
  ADD COLUMN email_verified_at        timestamptz,
  -- The TOTP secret, sealed with the app key (AES-256-GCM); set while enabling, kept once confirmed.
  ADD COLUMN two_factor_secret        text,
  -- SHA-256 hashes of the unused recovery codes: shown once, each works once.
  ADD COLUMN two_factor_recovery_codes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN two_factor_confirmed_at  timestamptz,
  -- The last TOTP time step accepted: a code is good for one sign-in.
  ADD COLUMN two_factor_last_step     bigint;

ALTER TABLE sessions
  -- When this session's user last typed their password (Fortify's password.confirm, 3 hours).
  ADD COLUMN password_confirmed_at timestamptz,
  -- A login waiting for its two-factor challenge: the session has no user until it is passed.
  ADD COLUMN pending_user_id       bigint REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX sessions_pending_user_id ON sessions (pending_user_id) WHERE pending_user_id IS NOT NULL;

-- One live reset token per account; a new request replaces it. Only its SHA-256 is kept.
CREATE TABLE password_reset_tokens (
  user_id    bigint      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text        NOT NULL,
  created_at timestamptz NOT NULL
);

-- Jetstream's API tokens (Sanctum's personal access tokens): the plain token is shown once.
CREATE TABLE personal_access_tokens (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name         text        NOT NULL,
  token_hash   text        NOT NULL UNIQUE,
  abilities    text[]      NOT NULL,
  last_used_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personal_access_tokens_user ON personal_access_tokens (user_id);
