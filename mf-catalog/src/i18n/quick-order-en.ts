/**
 * The quick order's texts, in English: the source of its keys. A namespace of their own, in the quick order's chunk
 * (with the Vietnamese), so no other page of the catalogue loads them (the byte budgets; decision 066).
 */
export const quickOrderEn = {
  'quickOrder.title': 'Quick order',
  'quickOrder.intro':
    'Paste SKUs and quantities, upload a spreadsheet, or fill from a past order. Every line is checked before anything is added.',
  'quickOrder.sources': 'Lines to check',
  'quickOrder.paste': 'Paste SKUs and quantities',
  'quickOrder.pasteHint':
    'One line each: a SKU and a quantity, separated by a space, a comma or a tab (as copied from a spreadsheet). Up to 200 lines.',
  'quickOrder.checkLines': 'Check lines',
  'quickOrder.upload': 'Upload a CSV file',
  'quickOrder.uploadHint': 'The same format as the paste box, up to 100 KB.',
  'quickOrder.fileTooBig': 'This file is over 100 KB. Upload a smaller file.',
  'quickOrder.fileNotText': 'This file is not a CSV text file.',
  'quickOrder.orderNumber': 'Order number',
  'quickOrder.orderNumberTitle': 'Paste an order number',
  'quickOrder.fillFromOrder': 'Fill from order',
  'quickOrder.orderNumberRequired': 'Please enter an order number.',
  'quickOrder.orderUnknown': 'No order has the number {{number}}.',
  'quickOrder.lines': 'Order lines',
  'quickOrder.col.sku': 'SKU',
  'quickOrder.col.quantity': 'Quantity',
  'quickOrder.col.product': 'Product',
  'quickOrder.col.stock': 'Stock',
  'quickOrder.col.shipsFrom': 'Ships from',
  'quickOrder.col.price': 'Price',
  'quickOrder.col.amount': 'Amount',
  'quickOrder.col.remove': 'Remove',
  'quickOrder.line': 'Line {{n}}',
  'quickOrder.sku': 'SKU, line {{n}}',
  'quickOrder.quantity': 'Quantity, line {{n}}',
  'quickOrder.remove': 'Remove line {{n}}',
  'quickOrder.addLine': 'Add a line',
  'quickOrder.checking': 'Checking…',
  'quickOrder.inStock': '{{count}} in stock',
  'quickOrder.shipsFrom': '{{warehouse}}, {{country}}',
  'quickOrder.unknownSku': 'No product has the SKU {{sku}}.',
  'quickOrder.didYouMean': 'Did you mean:',
  'quickOrder.duplicate': 'This SKU is also on line {{line}}.',
  'quickOrder.merge': 'Merge into line {{line}}',
  'quickOrder.overStockInCart': 'Only {{count}} can be added (in stock: {{stock}}, in your cart: {{inCart}}).',
  'quickOrder.overStock': 'Only {{count}} in stock.',
  'quickOrder.useCount': 'Use {{count}}',
  'quickOrder.otherWarehouse':
    'Ships from {{warehouse}}, but this order ships from {{orderWarehouse}}: an order ships from one warehouse.',
  'quickOrder.otherCartWarehouse':
    'Ships from {{warehouse}}, but the lines selected in your cart ship from another warehouse: an order ships from one warehouse.',
  'quickOrder.checkFailed': 'The lines could not be checked.',
  'quickOrder.summary': '{{ready}} of {{total}} lines ready',
  'quickOrder.total': 'Total: {{amount}}',
  'quickOrder.addAll': 'Add all to cart',
  'quickOrder.noneReady': 'No line is ready to add yet: fix or add a line first.',
  'quickOrder.signInToAdd': 'Sign in to add to cart',
  'quickOrder.added_one': '{{count}} line added to the cart.',
  'quickOrder.added_other': '{{count}} lines added to the cart.',
  'quickOrder.goToCart': 'Go to cart',
  'quickOrder.checkOut': 'Check out',
} as const;

export type QuickOrderTexts = typeof quickOrderEn;
