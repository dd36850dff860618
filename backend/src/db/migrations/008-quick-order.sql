-- Quick order (decision 067).
-- A SKU is matched without regard to case: this index answers `sku COLLATE NOCASE IN (...)` and the suggestions'
-- prefix ranges without reading every product.
CREATE INDEX products_sku_nocase ON products(sku COLLATE NOCASE);

-- A cart.addMany is idempotent per customer and key: the first answer is kept and given again, so a double tap or
-- a retry adds once. Kept a day (pruned by the customer's next batch add): retries come within seconds.
CREATE TABLE cart_add_many (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  answer TEXT NOT NULL, -- the call's data, as JSON
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX cart_add_many_user_created ON cart_add_many(user_id, created_at);
