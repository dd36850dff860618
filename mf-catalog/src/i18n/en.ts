/** Every text of the catalogue, in English: the source of the keys (a missing or misspelt key fails type-checking). */
const catalogEn = {
  'home.title': 'Wholesale catalogue',
  'activity.title': 'Campaign offers',
  'activity.reference': 'Campaign reference: {{code}}',

  'head.homeDescription':
    'Buy in bulk from our wholesale catalogue: browse products by category, stock and the country they ship from, and sign in to see prices.',
  'head.activityDescription': 'Campaign {{code}}: our best-selling products, bought in bulk.',
  'head.product': 'Product',
  'head.productDescription': '{{name}} (SKU {{sku}}) in {{category}}, wholesale. {{description}}',

  'blocks.loading': 'Loading page content…',
  'blocks.failed': 'The page content could not be loaded.',

  'list.title': 'Products',
  'list.count': 'Results: {{count}}',
  'list.loading': 'Loading products…',
  'list.failed': 'The products could not be loaded.',
  'list.empty': 'No products match these filters.',
  'list.emptyHint': 'Try another category, price or search.',
  'list.clearFilters': 'Clear all filters',
  'pagination.nav': 'Pages of products',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {{page}}',

  'product.sku': 'SKU: {{sku}}',
  'price.login': 'Login to see price',
  'stock.in': 'In stock',
  'stock.soldOut': 'Sold out',

  'filters.title': 'Filters',
  'filters.loading': 'Loading filters…',
  'filters.categories': 'Categories',
  'filters.allCategories': 'All categories',
  'filters.categoriesFailed': 'The categories could not be loaded.',
  'filters.price': 'Price',
  'filters.priceMin': 'Lowest price',
  'filters.priceMax': 'Highest price',
  'filters.priceUnit': 'In {{currency}}, e.g. 12.50',
  'filters.priceConfirm': 'Confirm',
  'filters.priceClear': 'Clear price',
  'filters.priceForCustomers': 'Prices are shown to customers only.',
  'filters.priceLogin': 'Log in to filter by price',
  'filters.shipFrom': 'Ships from',
  'filters.allCountries': 'All countries',
  'filters.country': '{{name}} ({{count}})',
  'filters.countriesFailed': 'The countries could not be loaded.',

  'search.label': 'Search products',
  'search.placeholder': 'Search Products Name or SKU',
  'search.submit': 'Search',

  'sort.label': 'Sort by',
  'sort.newest_desc': 'Newest first',
  'sort.newest_asc': 'Oldest first',
  'sort.sales_desc': 'Sales: high to low',
  'sort.sales_asc': 'Sales: low to high',
  'sort.inventory_desc': 'Inventory: high to low',
  'sort.inventory_asc': 'Inventory: low to high',
  'sort.title': 'Sort products',
  'sort.showProducts': 'Show the products in this order',

  'detail.loading': 'Loading product…',
  'detail.failed': 'The product could not be loaded.',
  'detail.breadcrumb': 'Category',
  'detail.inventory': 'Inventory: {{count}}',
  'detail.shipsFrom': 'Ships from {{warehouse}}',
  'detail.quantity': 'Quantity',
  'detail.quantityHint': '1 to {{max}}',
  'detail.decrease': 'Decrease quantity',
  'detail.increase': 'Increase quantity',
  'detail.gallery': 'Product pictures',
  'detail.picture': 'Picture {{n}} of {{count}}',
  'detail.pictureAlt': '{{name}}, picture {{n}}',
  'detail.description': 'Description',

  'cart.add': 'Add to cart',
  'cart.added': 'Add to cart successfully',
  'favorites.add': 'Add to favorites',
  'favorites.added': 'Add to collect successfully',
  'favorites.saved': 'In your favorites',

  'magnifier.pageTitle': 'Magnifier',
  'magnifier.sampleAlt': 'Sample product picture',
  'magnifier.toggle': 'Zoom in on the picture',
  'magnifier.hint':
    'Hover or tap the picture to zoom, and drag to move. With the keyboard: press the zoom button, move with the arrow keys, leave with Escape.',
} as const;

export type CatalogTexts = typeof catalogEn;
export default catalogEn;
