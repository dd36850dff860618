import { css, type Theme } from '@emotion/react';
import { useState, type ChangeEvent } from 'react';
import { listOrders, M } from '@shop/api/calls';
import { useAction, useValidationText } from '@shop/platform';
import { Button, cluster, Field, Input, stack, TextArea } from '@shop/ui';
import { useQuickOrderTexts } from '../../../i18n/quick-order-texts';
import { parseLines, type OrderLine } from '../lib/parse-lines';

/** Adds lines to the order; false when it would hold too many (nothing was added then). */
export type AppendLines = (lines: readonly OrderLine[]) => boolean;

/** The most a CSV file may weigh: 200 lines of SKU and quantity are far below it. */
const MAX_FILE_BYTES = 100 * 1024;

/** "Check lines": the pasted text becomes rows, checked in one call; too many rows leave the text in the box. */
export function PasteBox({ append }: { append: AppendLines }) {
  const t = useQuickOrderTexts();
  const validation = useValidationText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const lines = parseLines(text);
    if (lines.length === 0) return setError(validation(M.sku_required));
    if (!append(lines)) return setError(validation(M.quick_order_too_many));
    setError(undefined);
    setText('');
  };
  return (
    <div css={stack(2)}>
      <Field label={t('quickOrder.paste')} hint={t('quickOrder.pasteHint')} error={error}>
        {(control) => (
          <TextArea
            {...control}
            rows={6}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button variant="primary" onClick={submit}>
          {t('quickOrder.checkLines')}
        </Button>
      </div>
    </div>
  );
}

/** A CSV file read with the paste box's parser; too big, not text, or too many lines is refused next to it. */
export function CsvUpload({ append }: { append: AppendLines }) {
  const t = useQuickOrderTexts();
  const validation = useValidationText();
  const [error, setError] = useState<string | undefined>();
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // Chosen again after a fix, the same file must be read again.
    input.value = '';
    if (file.size > MAX_FILE_BYTES) return setError(t('quickOrder.fileTooBig'));
    const text = await readText(file);
    // A spreadsheet's binary (.xlsx, .xls) or a picture decodes to NULs and replacement characters.
    if (text.includes('\u0000') || text.includes('\uFFFD')) return setError(t('quickOrder.fileNotText'));
    const lines = parseLines(text);
    if (lines.length === 0) return setError(validation(M.sku_required));
    setError(append(lines) ? undefined : validation(M.quick_order_too_many));
  };
  return (
    <Field label={t('quickOrder.upload')} hint={t('quickOrder.uploadHint')} error={error}>
      {(control) => (
        <input {...control} type="file" accept=".csv,text/csv" css={fileInput} onChange={(event) => void read(event)} />
      )}
    </Field>
  );
}

/** A file's text as UTF-8 (FileReader: `Blob.text` is missing from older Safari). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/** "Fill from order" (customers): the lines of one of the customer's orders, found by its number. */
export function OrderFill({ append }: { append: AppendLines }) {
  const t = useQuickOrderTexts();
  const validation = useValidationText();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useAction();
  const fill = async () => {
    const wanted = number.trim();
    if (!/^[\w-]{1,40}$/.test(wanted)) {
      return setError(
        wanted === '' ? t('quickOrder.orderNumberRequired') : t('quickOrder.orderUnknown', { number: wanted }),
      );
    }
    const page = await action.run(listOrders, { order_nos: wanted, page: 1, page_size: 10 });
    if (!page) return setError(action.message ?? undefined);
    const order = page.items.find((item) => item.order_no.toUpperCase() === wanted.toUpperCase());
    if (!order) return setError(t('quickOrder.orderUnknown', { number: wanted }));
    const lines = order.products.map((product) => ({ sku: product.sku, quantity: String(product.quantity) }));
    if (!append(lines)) return setError(validation(M.quick_order_too_many));
    setError(undefined);
    setNumber('');
  };
  return (
    <form
      css={orderForm}
      onSubmit={(event) => {
        event.preventDefault();
        void fill();
      }}
    >
      <Field label={t('quickOrder.orderNumber')} error={error}>
        {(control) => (
          <Input {...control} autoComplete="off" value={number} onChange={(event) => setNumber(event.target.value)} />
        )}
      </Field>
      <Button type="submit" loading={action.pending}>
        {t('quickOrder.fillFromOrder')}
      </Button>
    </form>
  );
}

const fileInput = (theme: Theme) => css`
  min-height: ${theme.size.tapTarget};
`;

const orderForm = (theme: Theme) => css`
  ${cluster(2)(theme)}
  align-items: flex-end;
`;
