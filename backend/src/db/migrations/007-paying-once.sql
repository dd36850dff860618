-- Paying once (decision 041): a payment.create is idempotent by the page's key, and a payment in flight is only
-- replaced once the gateway has said it is void or failed.
-- The attempt's key; seeded and older payments have none (NULLs are distinct, so they never collide).
ALTER TABLE payments ADD COLUMN idempotency_key TEXT;
-- When the simulated gateway answers a void asked for this payment (NULL: no void asked). Whichever comes first,
-- its settle time or this, is what the gateway says: captured or failed by its outcome, or void.
ALTER TABLE payments ADD COLUMN voids_at TEXT;
-- The same key for the same order is the same payment, even for requests that arrive together.
CREATE UNIQUE INDEX payments_order_key ON payments(order_id, idempotency_key);
-- At most one payment of an order is with the gateway: a second can only start once the first is settled.
CREATE UNIQUE INDEX payments_one_in_flight ON payments(order_id) WHERE status = 'pending';
