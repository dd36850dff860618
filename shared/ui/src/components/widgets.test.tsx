import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render-ui';
import { Button } from './button';
import { Pagination, pageWindow } from './pagination';
import { Steps } from './steps';
import { Table } from './table';
import { Tabs } from './tabs';
import { ToastProvider, useToast } from './toast';

function TabsDemo() {
  const [tab, setTab] = useState('active');
  return (
    <Tabs
      label="Addresses"
      tabs={[
        { id: 'active', label: 'Active' },
        { id: 'invalid', label: 'Invalid' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      {tab === 'active' ? 'active list' : 'invalid list'}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves with the arrow keys and shows the selected panel', async () => {
    const user = userEvent.setup();
    renderUi(<TabsDemo />);
    const active = screen.getByRole('tab', { name: 'Active' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    active.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Invalid' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('invalid list');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invalid' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('Pagination', () => {
  const labels = { nav: 'Pages', previous: 'Previous', next: 'Next', page: (p: number) => `Page ${p}` };
  it('marks the current page and reports clicks', async () => {
    const onPage = jest.fn();
    renderUi(<Pagination page={3} pageCount={10} onPage={onPage} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPage.mock.calls).toEqual([[4], [10]]);
  });

  it('shows the first, last and neighbouring pages', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('hides itself for a single page', () => {
    renderUi(<Pagination page={1} pageCount={1} onPage={jest.fn()} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Steps', () => {
  it('marks the current step', () => {
    renderUi(<Steps label="Checkout" steps={['Cart', 'Delivery', 'Confirm', 'Pay']} current={1} />);
    expect(screen.getByRole('list', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Delivery').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});

describe('Table', () => {
  it('selects rows one by one and all at once', async () => {
    const onChange = jest.fn();
    renderUi(
      <Table
        caption="Orders"
        columns={[{ key: 'no', header: 'Order number', cell: (r: { no: string }) => r.no }]}
        rows={[{ no: 'A1' }, { no: 'B2' }]}
        rowKey={(r) => r.no}
        selection={{
          selected: new Set(['A1']),
          onChange,
          selectAllLabel: 'Select all',
          selectRowLabel: (r) => `Select ${r.no}`,
        }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select A1' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select B2' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['A1', 'B2']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['A1', 'B2']));
  });
});

function ToastDemo() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Add to cart successfully')}>ok</Button>
      <Button onClick={() => toast.error('Submission failed, please try again')}>fail</Button>
    </>
  );
}

describe('Toast', () => {
  it('announces success politely and errors at once, and closes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(
      <ToastProvider closeLabel="Close notification">
        <ToastDemo />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Add to cart successfully');
    expect(screen.getByRole('alert')).toHaveTextContent('Submission failed, please try again');
    await user.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.getByRole('status')).not.toHaveTextContent('Add to cart successfully');
    act(() => {
      jest.advanceTimersByTime(6000);
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    jest.useRealTimers();
  });
});

describe('Button', () => {
  it('shows a busy state and blocks clicks while loading', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
