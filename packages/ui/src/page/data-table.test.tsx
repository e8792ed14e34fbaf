// DataTable: Arco's table markup from column definitions, without Arco's Table.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type TableColumn } from './data-table';

interface Row {
  sn: string;
  project: string;
  amount: string | null;
}

const columns: TableColumn<Row>[] = [
  { title: '订单号', dataIndex: 'sn', width: 200 },
  { title: '项目名称', dataIndex: 'project', ellipsis: true },
  { title: '金额', dataIndex: 'amount', align: 'right', width: 120 },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 100,
    render: (_: unknown, row: Row) => <button type="button">详情 {row.sn}</button>,
  },
];
const rows: Row[] = [
  { sn: 'BH001', project: '某某道路工程施工项目第一标段', amount: '1,000.00' },
  { sn: 'BH002', project: '某某学校改建工程', amount: null },
];

describe('DataTable', () => {
  it('shows a header row and a row per record, each cell from its field or its render', () => {
    render(<DataTable<Row> rowKey="sn" columns={columns} data={rows} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['订单号', '项目名称', '金额', '操作']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['BH001', '某某道路工程施工项目第一标段', '1,000.00', '详情 BH001']);
    // A field without a value shows a dash.
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('-');
    expect(within(second!).getByRole('button', { name: '详情 BH002' })).toBeInTheDocument();
  });

  it('sets widths, alignment, ellipsis with the whole text as title, and the fixed right column', () => {
    const { container } = render(<DataTable<Row> rowKey="sn" columns={columns} data={rows} />);
    const cols = container.querySelectorAll('col');
    expect([...cols].map((col) => col.style.width)).toEqual(['200px', '', '120px', '100px']);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]!.firstElementChild).toHaveClass('arco-table-cell-text-ellipsis');
    expect(cells[1]!.firstElementChild).toHaveAttribute('title', '某某道路工程施工项目第一标段');
    expect(cells[2]).toHaveStyle({ textAlign: 'right' });
    expect(cells[3]).toHaveClass('arco-table-col-fixed-right', 'arco-table-col-fixed-right-first');
    expect(cells[3]).toHaveStyle({ right: '0px' });
    expect(container.firstElementChild).toHaveClass('arco-table-has-fixed-col-right');
  });

  it('shows the empty state across the columns, and its least width when scrolled', () => {
    render(
      <DataTable<Row>
        rowKey="sn"
        columns={columns}
        data={[]}
        scroll={{ x: 900 }}
        noDataElement={<p>暂无订单</p>}
      />,
    );
    const empty = screen.getByText('暂无订单').closest('td');
    expect(empty).toHaveAttribute('colspan', '4');
    expect(screen.getByRole('table')).toHaveStyle({ minWidth: '900px' });
  });

  it('is at least as wide as its columns ask, so a column without a width keeps some', () => {
    render(<DataTable<Row> rowKey="sn" columns={columns} data={rows} scroll={{ x: true }} />);
    // 200 + 120 + 100, and AUTO_COLUMN_WIDTH for 项目名称.
    expect(screen.getByRole('table')).toHaveStyle({ minWidth: '580px' });
  });

  it('offsets two right-fixed columns by the widths after them', () => {
    const twoFixed: TableColumn<Row>[] = [
      { title: '订单号', dataIndex: 'sn' },
      { title: '状态', key: 'state', fixed: 'right', width: 80, render: () => '有效' },
      { title: '操作', key: 'actions', fixed: 'right', width: 120, render: () => '详情' },
    ];
    render(<DataTable<Row> rowKey="sn" columns={twoFixed} data={rows.slice(0, 1)} />);
    const [, state, actions] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(state).toHaveStyle({ right: '120px' });
    expect(state).toHaveClass('arco-table-col-fixed-right-first');
    expect(actions).toHaveStyle({ right: '0px' });
    expect(actions).not.toHaveClass('arco-table-col-fixed-right-first');
  });
});
