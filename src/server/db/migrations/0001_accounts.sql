-- Accounts, DB-backed sessions and the login throttle.
CREATE TABLE users (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name          text        NOT NULL,
  email         text        NOT NULL,
  password_hash text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- A session exists before login too: it carries the CSRF token of an anonymous visitor.
CREATE TABLE sessions (
  id           text        PRIMARY KEY,
  user_id      bigint      REFERENCES users (id) ON DELETE CASCADE,
  csrf_token   text        NOT NULL,
  ip_address   text,
  user_agent   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE login_failures (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  throttle_key text      NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_key_time ON login_failures (throttle_key, failed_at);
