import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render-ui';
import { Table, type RowKey } from './table';

interface Order {
  no: string;
  total: string;
}

const orders: Order[] = [
  { no: 'A1', total: '$10.00' },
  { no: 'B2', total: '$20.00' },
  { no: 'C3', total: '$30.00' },
];

const columns = [
  { key: 'no', header: 'Order number', cell: (o: Order) => o.no },
  { key: 'total', header: 'Total', cell: (o: Order) => o.total },
];

interface OrdersProps {
  onChange?: (keys: Set<RowKey>) => void;
  selectedAtFirst?: RowKey[];
  canSelect?: (o: Order) => boolean;
}

function Orders({ onChange, selectedAtFirst = ['A1'], canSelect }: OrdersProps) {
  const [selected, setSelected] = useState<Set<RowKey>>(new Set(selectedAtFirst));
  return (
    <Table
      caption="Orders"
      columns={columns}
      rows={orders}
      rowKey={(o) => o.no}
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          onChange?.(next);
        },
        selectAllLabel: 'Select all orders',
        selectRowLabel: (o) => `Select order ${o.no}`,
        canSelect,
      }}
    />
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column headers', () => {
    renderUi(<Table caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.no} />);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('can keep its caption for screen readers only, under a heading that shows the same words', () => {
    renderUi(<Table caption="Orders" captionHidden columns={columns} rows={orders} rowKey={(o) => o.no} />);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Orders', { selector: 'caption > span' })).toHaveStyle({
      position: 'absolute',
      width: '1px',
    });
  });

  it('leaves rows that cannot be chosen out of "all", their boxes disabled', async () => {
    const onChange = jest.fn();
    renderUi(<Orders onChange={onChange} selectedAtFirst={[]} canSelect={(o) => o.no !== 'A1'} />);
    expect(screen.getByRole('checkbox', { name: 'Select order A1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all orders' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(orders.map((o) => o.no).filter((no) => no !== 'A1')));
  });

  it('selects rows one by one, the header box showing none, some or all', async () => {
    const onChange = jest.fn();
    renderUi(<Orders onChange={onChange} />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all orders' });
    expect(screen.getByRole('checkbox', { name: 'Select order A1' })).toBeChecked();
    expect(all.indeterminate).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order B2' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['A1', 'B2']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order C3' }));
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order A1' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['B2', 'C3']));
  });

  it('selects all, then none, from the header box', async () => {
    const onChange = jest.fn();
    renderUi(<Orders onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select all orders' });
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['A1', 'B2', 'C3']));
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set());
    expect(screen.getByRole('checkbox', { name: 'Select order A1' })).not.toBeChecked();
  });

  describe('on a phone (cards)', () => {
    const styleText = () =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .join('\n');

    it('labels every cell with its column name, for the eye only (the header names it for screen readers)', () => {
      renderUi(<Table caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.no} />);
      const cell = screen.getByRole('cell', { name: '$20.00' });
      const label = within(cell).getByText('Total');
      expect(label).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getAllByText('Order number', { selector: 'td span' })).toHaveLength(3);
    });

    it('leaves the label out of a cell that says what it is by itself', () => {
      const withAction = [
        ...columns,
        { key: 'open', header: 'Actions', cell: (o: Order) => <button>Open {o.no}</button>, cardLabel: false },
      ];
      renderUi(<Table caption="Orders" columns={withAction} rows={orders} rowKey={(o) => o.no} />);
      const cell = screen.getByRole('button', { name: 'Open A1' }).closest('td')!;
      expect(within(cell).queryByText('Actions')).not.toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    });

    it('stacks the rows into cards and shows the labels below the md breakpoint only', () => {
      renderUi(<Table caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.no} />);
      const css = styleText().replace(/\s+/g, '');
      const phone = '@media(max-width:calc(768px-0.02px))';
      // The rows become blocks (cards) and the labels appear only inside the phone's rule.
      expect(css).toMatch(new RegExp(`${escape(phone)}\\{[^@]*tbodytr\\{[^}]*border:`));
      expect(css).toMatch(new RegExp(`display:none;\\}${escape(phone)}\\{\\.[\\w-]+\\{display:block;`));
    });

    it('shows the select-all box’s name beside it, and a tap on the words toggles it', async () => {
      renderUi(<Orders />);
      const all = screen.getByRole('checkbox', { name: 'Select all orders' });
      const words = screen.getByText('Select all orders');
      expect(words).toHaveAttribute('aria-hidden', 'true');
      expect(words.closest('label')).toContainElement(all);
      await userEvent.click(words);
      expect(all).toBeChecked();
    });

    it('keeps the rows cards on a tablet upright too when asked (a table too wide for 768 px)', () => {
      renderUi(<Table caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.no} cardsBelow="lg" />);
      const css = styleText().replace(/\s+/g, '');
      const tablet = '@media(max-width:calc(1024px-0.02px))';
      expect(css).toMatch(new RegExp(`${escape(tablet)}\\{[^@]*tbodytr\\{[^}]*border:`));
      expect(css).toMatch(new RegExp(`display:none;\\}${escape(tablet)}\\{\\.[\\w-]+\\{display:block;`));
    });

    it('makes the selection boxes 24 px targets on every touch-size screen, tablets included', () => {
      renderUi(<Orders />);
      const css = styleText().replace(/\s+/g, '');
      const touch = '@media(max-width:calc(1024px-0.02px))';
      expect(css).toContain(`${touch}{.`);
      expect(css).toMatch(
        new RegExp(`${escape(touch)}\\{[^@]*input\\[type='checkbox'\\]\\{width:24px;height:24px;\\}`),
      );
    });
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
