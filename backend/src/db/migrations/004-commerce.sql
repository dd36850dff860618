-- Cart, checkout (the `cart_id` of the checkout routes), orders, payments, shipments.
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  selected INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, product_id)
);

-- A checkout freezes the selected cart lines; delivery is attached to it; confirming turns it into an order.
CREATE TABLE checkouts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- every item of a checkout ships from this warehouse (one order, one parcel, one shipping fee)
  warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
  delivery_type TEXT CHECK (delivery_type IN ('post', 'pickup')),
  -- post: the recipient
  consignee TEXT,
  country_code TEXT,
  state TEXT,
  city TEXT,
  district TEXT,
  address TEXT,
  address2 TEXT,
  post_code TEXT,
  area_code TEXT,
  phone TEXT,
  email TEXT,
  -- pickup
  pickup_name TEXT,
  pickup_area_code TEXT,
  pickup_phone TEXT,
  -- the temporary address; with same_address_for_delivery it is also where the goods are delivered
  pickup_address TEXT,
  same_address_for_delivery INTEGER NOT NULL DEFAULT 0,
  order_id INTEGER REFERENCES orders(id),
  created_at TEXT NOT NULL
);

CREATE INDEX checkouts_user ON checkouts(user_id);

CREATE TABLE checkout_items (
  checkout_id INTEGER NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (checkout_id, product_id)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  checkout_id INTEGER REFERENCES checkouts(id),
  -- client-generated: the same key always answers with the same order
  idempotency_key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN
    ('unpaid', 'pending', 'processing', 'purchased', 'shipped', 'completed', 'canceled', 'closed')),
  remark TEXT NOT NULL DEFAULT '',
  goods_total INTEGER NOT NULL,
  shipping_fee INTEGER NOT NULL,
  total INTEGER NOT NULL,
  delivery_type TEXT NOT NULL CHECK (delivery_type IN ('post', 'pickup')),
  recipient_name TEXT NOT NULL,
  recipient_area_code TEXT NOT NULL,
  recipient_phone TEXT NOT NULL,
  recipient_email TEXT NOT NULL DEFAULT '',
  -- one line, for display; empty for a pickup without delivery
  recipient_address TEXT NOT NULL DEFAULT '',
  country_code TEXT,
  warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
  -- domestic: the goods stay in the warehouse's country (always for a pickup); the shipping method is delivery_type
  shipping_zone TEXT NOT NULL CHECK (shipping_zone IN ('domestic', 'international')),
  shipping_company TEXT,
  tracking_number TEXT,
  delivery_slip_url TEXT,
  payment_method TEXT,
  paid_at TEXT,
  transaction_id TEXT,
  refund_method TEXT,
  refunded_at TEXT,
  refunded_amount INTEGER,
  -- simulation: the carrier cannot intercept this order's shipment (after-sales "not received" requests)
  intercept_fails INTEGER NOT NULL DEFAULT 0,
  deleted_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_created ON orders(user_id, created_at);
CREATE INDEX orders_user_status ON orders(user_id, status);
-- a checkout becomes at most one order, whatever the client resubmits
CREATE UNIQUE INDEX orders_checkout ON orders(checkout_id);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  amount INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items(order_id);

-- Every status change, for the record and for tests of the state machine.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  from_status TEXT,
  to_status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  at TEXT NOT NULL
);

-- Carrier tracking history ("view shipping details").
CREATE TABLE shipment_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT '',
  at TEXT NOT NULL
);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  -- decided when the payment is created (see the payment module), revealed when it settles
  outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure')),
  transaction_id TEXT,
  created_at TEXT NOT NULL,
  settles_at TEXT NOT NULL,
  settled_at TEXT
);
CREATE INDEX payments_order ON payments(order_id);
