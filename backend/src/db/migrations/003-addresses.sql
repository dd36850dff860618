-- Saved delivery addresses (at most 20 per customer, enforced by the address module).
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  consignee TEXT NOT NULL,
  country_code TEXT NOT NULL REFERENCES countries(code),
  state TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  address TEXT NOT NULL,
  address2 TEXT NOT NULL DEFAULT '',
  post_code TEXT NOT NULL,
  area_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,
  -- 'invalid': the address can no longer be delivered to (its country is not served); kept for the customer to fix.
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invalid')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX addresses_user ON addresses(user_id, status);
