-- The catalogue: countries (ship-from and delivery), warehouses, two-level categories, products, favorites.
CREATE TABLE countries (
  code TEXT PRIMARY KEY,              -- ISO 3166-1 alpha-2
  name_en TEXT NOT NULL,
  name_vi TEXT NOT NULL,
  area_code TEXT NOT NULL,            -- telephone prefix, e.g. +84
  ships_to INTEGER NOT NULL DEFAULT 1 -- 0: addresses in this country are invalid for delivery
);

CREATE TABLE warehouses (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  country_code TEXT NOT NULL REFERENCES countries(code),
  address TEXT NOT NULL,
  contact_person TEXT NOT NULL,
  phone TEXT NOT NULL,
  post_code TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  name_en TEXT NOT NULL,
  name_vi TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX categories_parent ON categories(parent_id);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  price INTEGER NOT NULL CHECK (price >= 0),          -- minor units
  inventory INTEGER NOT NULL CHECK (inventory >= 0),  -- 0 = sold out
  sales_count INTEGER NOT NULL DEFAULT 0,
  warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
  ship_from TEXT NOT NULL REFERENCES countries(code), -- the warehouse's country, kept here for filtering
  image_count INTEGER NOT NULL DEFAULT 1,
  weight_grams INTEGER NOT NULL DEFAULT 500,
  created_at TEXT NOT NULL
);

CREATE TABLE favorites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
);

-- The home page's list (see modules/catalog/product-query.ts for how a plan is chosen). Every index below
-- carries all the filter columns (category, ship-from, price, stock) and the sort keys, so counting the total,
-- sorting the matches and skipping to a page read index entries only, never product rows.
-- Filters, each leading with one filter column:
CREATE INDEX products_category ON products(category_id, ship_from, price, inventory, sales_count, created_at);
CREATE INDEX products_ship_from ON products(ship_from, price, inventory, sales_count, created_at);
CREATE INDEX products_price ON products(price, inventory, sales_count, created_at);
-- Sorts, each key with id as the tie-breaker so pages never overlap (inventory also serves the stock filter):
CREATE INDEX products_created ON products(created_at, id, category_id, ship_from, price, inventory);
CREATE INDEX products_sales ON products(sales_count, id, category_id, ship_from, price, inventory);
CREATE INDEX products_inventory ON products(inventory, id, category_id, ship_from, price);
-- One- and two-character searches, too short for the trigram index below, compare every name and SKU: from
-- this index, a fifth of the table's size, rather than from the rows.
CREATE INDEX products_text ON products(name, sku);

CREATE INDEX favorites_user_created ON favorites(user_id, created_at);

-- Substring search on name or SKU: a trigram index answers "contains" queries of three or more characters
-- without scanning every product. Kept in step with products by triggers.
CREATE VIRTUAL TABLE products_search USING fts5(name, sku, content='products', content_rowid='id', tokenize='trigram');
CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_search(rowid, name, sku) VALUES (new.id, new.name, new.sku);
END;
CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_search(products_search, rowid, name, sku) VALUES ('delete', old.id, old.name, old.sku);
END;
CREATE TRIGGER products_search_update AFTER UPDATE OF name, sku ON products BEGIN
  INSERT INTO products_search(products_search, rowid, name, sku) VALUES ('delete', old.id, old.name, old.sku);
  INSERT INTO products_search(rowid, name, sku) VALUES (new.id, new.name, new.sku);
END;
