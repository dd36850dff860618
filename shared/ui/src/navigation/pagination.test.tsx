import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { Pagination } from './pagination';

const labels = { nav: 'Pages', previous: 'Previous', next: 'Next', page: (p: number) => `Page ${p}` };

describe('Pagination', () => {
  it('is a named navigation with the current page marked', () => {
    renderUi(<Pagination page={3} pageCount={10} onPage={jest.fn()} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('reports previous, next and page clicks', async () => {
    const onPage = jest.fn();
    renderUi(<Pagination page={3} pageCount={10} onPage={onPage} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPage.mock.calls).toEqual([[2], [4], [10]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderUi(<Pagination page={1} pageCount={4} onPage={jest.fn()} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={4} pageCount={4} onPage={jest.fn()} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('hides itself for a single page', () => {
    renderUi(<Pagination page={1} pageCount={1} onPage={jest.fn()} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers a labelled page size when asked', async () => {
    const onChange = jest.fn();
    renderUi(
      <Pagination
        page={1}
        pageCount={1}
        onPage={jest.fn()}
        labels={labels}
        pageSize={{ value: 20, options: [20, 50, 100], onChange, label: 'Per page' }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Per page' });
    expect(select).toHaveValue('20');
    await userEvent.selectOptions(select, '50');
    expect(onChange).toHaveBeenCalledWith(50);
  });
});
