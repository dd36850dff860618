import type { SeedContext } from '../../seed';

export function seedSite({ db }: SeedContext): void {
  const setting = db.prepare('INSERT INTO site_settings (key, value) VALUES (?, ?)');
  const settings: Record<string, string> = {
    name: 'Lotus Wholesale',
    title: 'Lotus Wholesale — buy in bulk',
    logo: '/uploads/site/logo.svg',
    favicon_url: '/uploads/site/favicon.svg',
    currency: 'USD',
  };
  for (const [key, value] of Object.entries(settings)) setting.run(key, value);

  const block = db.prepare(
    `INSERT INTO index_blocks (position, type, title_en, title_vi, body_en, body_vi, image_url, link)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  block.run(
    1,
    'banner',
    'Wholesale prices, every day',
    'Giá sỉ mỗi ngày',
    'Stock up on thousands of products shipped from five countries.',
    'Nhập hàng nghìn sản phẩm được gửi từ năm quốc gia.',
    '/uploads/site/banner.svg',
    '/pc?sort=sales_desc',
  );
  block.run(
    2,
    'text',
    'New arrivals',
    'Hàng mới về',
    'Fresh stock lands every week: sort by newest to see it first.',
    'Hàng mới về mỗi tuần: sắp xếp theo mới nhất để xem trước.',
    null,
    '/pc?sort=newest_desc',
  );
  block.run(
    3,
    'category_links',
    'Shop by category',
    'Mua theo danh mục',
    'Browse the catalogue by department.',
    'Duyệt danh mục theo ngành hàng.',
    null,
    null,
  );
}
