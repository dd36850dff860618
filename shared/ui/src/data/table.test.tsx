import { screen } from '@testing-library/react';
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

function Orders({ onChange }: { onChange?: (keys: Set<RowKey>) => void }) {
  const [selected, setSelected] = useState<Set<RowKey>>(new Set(['A1']));
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
});
