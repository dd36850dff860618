import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render-ui';
import { Tabs } from './tabs';

function AddressTabs() {
  const [tab, setTab] = useState('active');
  return (
    <Tabs
      label="Addresses"
      tabs={[
        { id: 'active', label: 'Active' },
        { id: 'invalid', label: 'Invalid' },
        { id: 'all', label: 'All' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      {`${tab} list`}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tab list, tabs and panel together', () => {
    renderUi(<AddressTabs />);
    expect(screen.getByRole('tablist', { name: 'Addresses' })).toBeInTheDocument();
    const active = screen.getByRole('tab', { name: 'Active' });
    const panel = screen.getByRole('tabpanel', { name: 'Active' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('active list');
  });

  it('is one Tab stop (roving tabindex)', async () => {
    renderUi(
      <>
        <AddressTabs />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Invalid' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderUi(<AddressTabs />);
    screen.getByRole('tab', { name: 'Active' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Invalid' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Invalid' })).toHaveTextContent('invalid list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects on click', async () => {
    renderUi(<AddressTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('all list');
  });
});
