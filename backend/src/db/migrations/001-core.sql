-- Accounts, sessions and everything auth needs.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- scrypt: "salt:hash", both hex; NULL for accounts created by social login only.
  password_hash TEXT,
  created_at TEXT NOT NULL
);

-- Browser sessions (cookie shop_session): carry the CSRF token and the shop-gate verification.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  csrf_token TEXT NOT NULL,
  shop_verified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);

-- Bearer tokens, stored as sha256 hex only.
CREATE TABLE auth_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX auth_tokens_user ON auth_tokens(user_id);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- Mail the backend "sends": the development outbox (GET /__dev/outbox) reads it.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);

-- Social login: state bound to the session that started it.
CREATE TABLE oauth_states (
  state TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  redirect TEXT NOT NULL,
  code TEXT,
  expires_at TEXT NOT NULL
);

CREATE TABLE social_accounts (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);

-- One-time codes of the ERP entry (getIrregularEntryUrl / irregularEntryV2), stored hashed.
CREATE TABLE entry_codes (
  code_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- Site settings (header info, index blocks) as seeded.
CREATE TABLE site_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE index_blocks (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('banner', 'text', 'category_links')),
  title_en TEXT NOT NULL,
  title_vi TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_vi TEXT NOT NULL,
  image_url TEXT,
  link TEXT
);
