-- The collection box of the publish flow: products a customer claimed for the ERP to publish on the platform.
CREATE TABLE publish_box_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  platform TEXT NOT NULL DEFAULT 'tiktok' CHECK (platform IN ('tiktok')),
  status TEXT NOT NULL CHECK (status IN ('queued', 'published')),
  claimed_at TEXT NOT NULL,
  published_at TEXT,
  UNIQUE (user_id, product_id)
);
CREATE INDEX publish_box_user ON publish_box_items(user_id, claimed_at);
