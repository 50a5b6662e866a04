import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('labels every cell with its column’s header, for the cards a phone shows', () => {
    render(
      <DataTable
        caption="Players"
        columns={[
          { label: 'Name', cell: (row: { name: string; coin: string }) => row.name },
          { label: 'Coin', cell: (row) => row.coin, numeric: true },
        ]}
        rows={[
          { name: 'lucky7', coin: '1,234.56' },
          { name: 'ann', coin: '0.00' },
        ]}
        rowKey={(row) => row.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Players' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(headers);
    }
    expect(within(table).getByText('1,234.56')).toHaveAttribute('data-label', 'Coin');
  });
});
