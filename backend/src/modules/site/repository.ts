import type { Db } from '../../db/database';

export interface SiteSettings {
  name: string;
  title: string;
  logo: string;
  favicon_url: string;
  currency: string;
}

export function readSettings(db: Db): SiteSettings {
  const rows = db.prepare('SELECT key, value FROM site_settings').all() as { key: string; value: string }[];
  const map = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    name: map.name ?? '',
    title: map.title ?? '',
    logo: map.logo ?? '',
    favicon_url: map.favicon_url ?? '',
    currency: map.currency ?? 'USD',
  };
}

/** Header counters: distinct products in the cart, and favorites. */
export function countersFor(db: Db, userId: number): { cart_total: number; wish_total: number } {
  const cart_total = db.prepare('SELECT COUNT(*) FROM cart_items WHERE user_id = ?').pluck().get(userId) as number;
  const wish_total = db.prepare('SELECT COUNT(*) FROM favorites WHERE user_id = ?').pluck().get(userId) as number;
  return { cart_total, wish_total };
}

export function readIndexBlocks(db: Db, locale: 'en' | 'vi') {
  const rows = db
    .prepare(
      'SELECT id, type, title_en, title_vi, body_en, body_vi, image_url, link FROM index_blocks ORDER BY position',
    )
    .all() as {
    id: number;
    type: 'banner' | 'text' | 'category_links';
    title_en: string;
    title_vi: string;
    body_en: string;
    body_vi: string;
    image_url: string | null;
    link: string | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: locale === 'vi' ? r.title_vi : r.title_en,
    body: locale === 'vi' ? r.body_vi : r.body_en,
    image_url: r.image_url,
    link: r.link,
  }));
}
