import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

/** The words the app gives from its catalogue. */
const labels = { label: 'Members pages', pageLabel: (page: number) => `Page ${page}` };

describe('Pagination', () => {
  it('renders nothing for zero or one page', () => {
    const { container, rerender } = render(
      <Pagination page={1} pageCount={1} onPageChange={() => {}} {...labels} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} pageCount={0} onPageChange={() => {}} {...labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has one button per page and reports the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} onPageChange={onPageChange} {...labels} />);
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });
});
