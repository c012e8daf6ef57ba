-- The admin role (issue 21): granted by an admin (is_admin), or held by a verified account whose
-- e-mail is in ADMIN_EMAILS (the server writes that list into admin_emails at start-up).
ALTER TABLE users ADD COLUMN is_admin boolean NOT NULL DEFAULT false;

-- ADMIN_EMAILS as the running server was configured, lower-cased; rewritten at every start.
CREATE TABLE admin_emails (
  email text PRIMARY KEY CHECK (email = lower(email))
);

-- Every admin act: who (kept when the account goes), what, when, and the object before and after.
CREATE TABLE admin_audit_log (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_user_id bigint      REFERENCES users (id) ON DELETE SET NULL,
  actor_email   text        NOT NULL,
  action        text        NOT NULL,
  subject_type  text        NOT NULL,
  subject_id    text,
  before        jsonb,
  after         jsonb,
  created_at    timestamptz NOT NULL
);
CREATE INDEX admin_audit_log_recent ON admin_audit_log (id DESC);
CREATE INDEX admin_audit_log_subject ON admin_audit_log (subject_type, subject_id);
