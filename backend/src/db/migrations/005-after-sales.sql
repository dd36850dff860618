-- After-sales (refund) requests: one per order, their uploaded files and their negotiation history.
CREATE TABLE after_sales (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- spec 4: only one request per order
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  service_type TEXT NOT NULL CHECK (service_type IN ('refund_only', 'return_refund')),
  goods_status TEXT NOT NULL CHECK (goods_status IN ('received', 'not_received')),
  reason TEXT NOT NULL
    CHECK (reason IN ('not_as_described', 'damaged', 'wrong_size', 'dislike_colour', 'wrong_item', 'other')),
  amount INTEGER NOT NULL CHECK (amount > 0),          -- asked, minor units
  max_amount INTEGER NOT NULL,                        -- goods total + shipping fee when submitted
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('submitted', 'processing', 'refunded', 'rejected')),
  offer_amount INTEGER,                               -- the seller's latest counter offer
  refunded_amount INTEGER,
  rejection_reason_key TEXT,                          -- intercept_failed | after_sale_rejected
  rejection_note TEXT,
  submitted_at TEXT NOT NULL,
  completed_at TEXT,                                  -- reached refunded or rejected
  arrival_at TEXT,                                    -- the refund reaches the buyer's payment method
  updated_at TEXT NOT NULL,
  CHECK (amount <= max_amount)
);
CREATE INDEX after_sales_user ON after_sales(user_id, submitted_at);

-- Stored under UPLOAD_DIR/after-sales/<stored_name>, served only to the request's customer.
CREATE TABLE after_sale_files (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES after_sales(id) ON DELETE CASCADE,
  field TEXT NOT NULL CHECK (field IN ('images', 'attachments')),
  stored_name TEXT NOT NULL UNIQUE,                   -- <32 hex>.<extension from the sniffed type>
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,                                 -- sniffed from the content, never the browser's claim
  kind TEXT NOT NULL CHECK (kind IN ('image', 'document')),
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX after_sale_files_request ON after_sale_files(request_id);

CREATE TABLE after_sale_history (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES after_sales(id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('buyer', 'seller', 'system')),
  kind TEXT NOT NULL CHECK (kind IN
    ('submitted', 'message', 'counter_offer', 'approved', 'rejected', 'intercepted', 'intercept_failed', 'refunded')),
  text TEXT NOT NULL DEFAULT '',
  amount INTEGER,
  at TEXT NOT NULL
);
CREATE INDEX after_sale_history_request ON after_sale_history(request_id, at);
