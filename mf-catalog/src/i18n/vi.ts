import type { CatalogTexts } from './en';

const catalogVi: Record<keyof CatalogTexts, string> = {
  'home.title': 'Danh mục hàng sỉ',
  'activity.title': 'Ưu đãi chiến dịch',
  'activity.reference': 'Mã chiến dịch: {{code}}',

  'head.homeDescription':
    'Mua sỉ từ danh mục bán buôn của chúng tôi: xem sản phẩm theo danh mục, tồn kho và quốc gia gửi hàng, đăng nhập để xem giá.',
  'head.activityDescription': 'Chiến dịch {{code}}: những sản phẩm bán chạy nhất của chúng tôi, mua sỉ.',
  'head.product': 'Sản phẩm',
  'head.productDescription': '{{name}} (mã SKU {{sku}}) thuộc {{category}}, bán sỉ. {{description}}',

  'blocks.loading': 'Đang tải nội dung trang…',
  'blocks.failed': 'Không thể tải nội dung trang.',

  'list.title': 'Sản phẩm',
  'list.count': 'Kết quả: {{count}}',
  'list.loading': 'Đang tải sản phẩm…',
  'list.failed': 'Không thể tải danh sách sản phẩm.',
  'list.empty': 'Không có sản phẩm nào phù hợp với bộ lọc.',
  'list.emptyHint': 'Hãy thử danh mục, mức giá hoặc từ khóa khác.',
  'list.clearFilters': 'Xóa tất cả bộ lọc',
  'pagination.nav': 'Các trang sản phẩm',
  'pagination.previous': 'Trang trước',
  'pagination.next': 'Trang sau',
  'pagination.page': 'Trang {{page}}',

  'product.sku': 'SKU: {{sku}}',
  'price.login': 'Đăng nhập để xem giá',
  'stock.in': 'Còn hàng',
  'stock.soldOut': 'Hết hàng',

  'filters.title': 'Bộ lọc',
  'filters.loading': 'Đang tải bộ lọc…',
  'filters.categories': 'Danh mục',
  'filters.allCategories': 'Tất cả danh mục',
  'filters.categoriesFailed': 'Không thể tải danh mục.',
  'filters.price': 'Giá',
  'filters.priceMin': 'Giá thấp nhất',
  'filters.priceMax': 'Giá cao nhất',
  'filters.priceUnit': 'Tính bằng {{currency}}, ví dụ 12.50',
  'filters.priceConfirm': 'Xác nhận',
  'filters.priceClear': 'Xóa mức giá',
  'filters.priceForCustomers': 'Giá chỉ hiển thị cho khách hàng.',
  'filters.priceLogin': 'Đăng nhập để lọc theo giá',
  'filters.shipFrom': 'Gửi từ',
  'filters.allCountries': 'Tất cả quốc gia',
  'filters.country': '{{name}} ({{count}})',
  'filters.countriesFailed': 'Không thể tải danh sách quốc gia.',

  'search.label': 'Tìm sản phẩm',
  'search.placeholder': 'Tìm theo tên sản phẩm hoặc SKU',
  'search.submit': 'Tìm kiếm',

  'sort.label': 'Sắp xếp theo',
  'sort.newest_desc': 'Mới nhất trước',
  'sort.newest_asc': 'Cũ nhất trước',
  'sort.sales_desc': 'Bán chạy: cao đến thấp',
  'sort.sales_asc': 'Bán chạy: thấp đến cao',
  'sort.inventory_desc': 'Tồn kho: cao đến thấp',
  'sort.inventory_asc': 'Tồn kho: thấp đến cao',
  'sort.title': 'Sắp xếp sản phẩm',
  'sort.showProducts': 'Xem sản phẩm theo thứ tự này',

  'detail.loading': 'Đang tải sản phẩm…',
  'detail.failed': 'Không thể tải sản phẩm.',
  'detail.breadcrumb': 'Danh mục',
  'detail.inventory': 'Tồn kho: {{count}}',
  'detail.shipsFrom': 'Gửi từ {{warehouse}}',
  'detail.quantity': 'Số lượng',
  'detail.quantityHint': 'Từ 1 đến {{max}}',
  'detail.decrease': 'Giảm số lượng',
  'detail.increase': 'Tăng số lượng',
  'detail.gallery': 'Hình ảnh sản phẩm',
  'detail.picture': 'Hình {{n}} trên {{count}}',
  'detail.pictureAlt': '{{name}}, hình {{n}}',
  'detail.description': 'Mô tả',

  'cart.add': 'Thêm vào giỏ hàng',
  'cart.added': 'Đã thêm vào giỏ hàng',
  'favorites.add': 'Thêm vào yêu thích',
  'favorites.added': 'Đã thêm vào danh sách yêu thích',
  'favorites.saved': 'Đã có trong danh sách yêu thích',

  'magnifier.pageTitle': 'Kính lúp',
  'magnifier.sampleAlt': 'Hình sản phẩm mẫu',
  'magnifier.toggle': 'Phóng to hình',
  'magnifier.hint':
    'Di chuột hoặc chạm vào hình để phóng to, kéo để di chuyển. Với bàn phím: nhấn nút phóng to, di chuyển bằng các phím mũi tên, thoát bằng Escape.',
};

export default catalogVi;
