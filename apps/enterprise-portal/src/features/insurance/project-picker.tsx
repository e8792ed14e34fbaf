// /sun_insure without a project: find the tender to insure the bid bond of (the open tenders of
// /api/project/getList, searched by name or number, 10 a page; cards on phones). 选择 puts the
// project in the URL, which lists its products.
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { getProjectList, type Project } from '@bht/api-client';
import {
  DateTime,
  DEFAULT_PAGE_SIZE,
  Money,
  QueryState,
  ResponsiveTable,
  useIsMobile,
  type TableColumn,
} from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { silentQueryOptions } from '../../app/silent-query';

export function ProjectPicker({ onPick }: { onPick: (project: Project) => void }) {
  const mobile = useIsMobile();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const list = useQuery({
    ...silentQueryOptions(getProjectList, { ...paging, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumn<Project>[] = [
    {
      title: '项目名称',
      dataIndex: 'name',
      render: (name: string, project) => (
        <>
          {name}
          <div style={{ color: 'var(--color-text-3)', fontSize: 12, fontWeight: 'normal' }}>
            {project.number}
          </div>
        </>
      ),
    },
    { title: '招标人（被保险人）', dataIndex: 'tender_unit', width: 200 },
    {
      title: '投标保证金',
      dataIndex: 'bid_bond_amount',
      width: 140,
      align: 'right',
      render: (value: string) => <Money value={value} />,
    },
    {
      title: '投标截止',
      dataIndex: 'deadline',
      width: 160,
      render: (value: number) => <DateTime value={value} pattern="y-m-d h:i" />,
    },
    {
      title: '操作',
      key: 'pick',
      width: 120,
      fixed: 'right',
      render: (_: unknown, project: Project) => (
        <Button
          type="primary"
          size="small"
          aria-label={`选择 ${project.name}`}
          onClick={() => onPick(project)}
        >
          选择投保产品
        </Button>
      ),
    },
  ];

  return (
    <section aria-label="选择投标项目">
      <p style={{ marginTop: 0, color: '#4e5969' }}>
        请选择要投保的投标项目：保险公司按项目的投标保证金承保，保单可替代投标保函或保证金。
      </p>
      <Input.Search
        allowClear
        searchButton="查询"
        placeholder="项目名称 / 项目编号"
        aria-label="搜索投标项目"
        style={{ width: mobile ? '100%' : 360, marginBottom: 16 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <QueryState
        loading={false}
        error={list.data ? null : list.error}
        onRetry={() => void list.refetch()}
      >
        <ResponsiveTable<Project>
          aria-label="投标项目"
          rowKey="id"
          columns={columns}
          data={list.data?.list ?? []}
          loading={list.isFetching}
          noDataElement={
            <p style={{ textAlign: 'center', color: 'var(--color-text-3)' }}>
              {keyword ? '没有符合条件的投标项目' : '暂无可投保的投标项目'}
            </p>
          }
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: list.data?.total ?? 0,
            showTotal: true,
            onChange: (page, limit) => setPaging({ page, limit }),
          }}
          scroll={{ x: true }}
        />
      </QueryState>
    </section>
  );
}
