/** A line of a quick order as the buyer gave it: the quantity stays as typed, to be flagged, never fixed. */
export interface OrderLine {
  sku: string;
  quantity: string;
}

/** A quantity the cart takes: a whole number from 1 (the contract's `quantity`). */
export const isWholeQuantity = (quantity: string): boolean => /^\d+$/.test(quantity.trim()) && Number(quantity) >= 1;

// Words a spreadsheet's first row names its columns with, in both languages of the store ("SKU", "Qty.", "Mã SP").
const HEADER_WORDS = /^(sku|item|code|product|part|article|mã|ma|qty|quantity|số lượng|so luong|sl)(?:$|[\s.:#(])/i;

/**
 * Splits one line into its fields: by tab, comma or semicolon when it has one outside quotes (a spreadsheet's copy
 * or a CSV), else by spaces. A quoted field may hold the separator and `""` for a quote.
 */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let separated = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === '\t' || char === ',' || char === ';') {
      fields.push(field.trim());
      field = '';
      separated = true;
    } else field += char;
  }
  fields.push(field.trim());
  return separated ? fields : fields.flatMap((part) => part.split(/\s+/));
}

/**
 * The lines of a paste or a CSV file: one per non-blank line, the first field the SKU, the second its quantity
 * (1 when there is none); more fields are ignored. The first line is a header, and skipped, only when its quantity
 * is not a number AND one of its two fields starts with a column name ("SKU,Quantity", "Mã;Số lượng", "SKU"): a
 * SKU with a mistyped quantity stays a line, to be flagged.
 */
export function parseLines(text: string): OrderLine[] {
  const lines: OrderLine[] = [];
  let first = true;
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const [sku = '', quantity = ''] = fieldsOf(raw);
    if (sku === '' && quantity === '') continue;
    const header = first && !/^\d+$/.test(quantity) && (HEADER_WORDS.test(sku) || HEADER_WORDS.test(quantity));
    first = false;
    if (!header) lines.push({ sku, quantity: quantity === '' ? '1' : quantity });
  }
  return lines;
}
