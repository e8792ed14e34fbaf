// The order entry's tender project, as a form control: the chosen project, or a search of the
// public project list (/api/project/getList) to choose one from, five a page. For a paper letter
// only tenders that accept one (accepts_paper) can be chosen.
import { Button, Descriptions, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { endpointQueryOptions, getProjectList, type Project } from '@bht/api-client';
import { Money, ResponsiveTable, Tag } from '@bht/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import type { OrderEntryDraft } from './order-entry-draft';

export type ChosenProject = NonNullable<OrderEntryDraft['project']>;

const PAGE_SIZE = 5;
const chosen = ({
  id,
  name,
  number,
  tender_unit,
  bid_bond_amount,
  accepts_paper,
}: Project): ChosenProject => ({ id, name, number, tender_unit, bid_bond_amount, accepts_paper });

function ProjectSearch({
  paperOnly,
  onChoose,
}: {
  paperOnly: boolean;
  onChoose: (project: ChosenProject) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const input = { page, limit: PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const list = useQuery({
    ...endpointQueryOptions(api, getProjectList, input),
    placeholderData: keepPreviousData,
  });
  return (
    <div style={{ width: '100%' }}>
      <Input.Search
        aria-label="搜索项目"
        placeholder="项目名称 / 编号"
        allowClear
        maxLength={60}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <ResponsiveTable<Project>
        aria-label="投标项目"
        rowKey="id"
        loading={list.isFetching}
        data={list.data?.list ?? []}
        noDataElement={
          <span style={{ color: 'var(--color-text-3)' }}>
            {list.isError ? list.error.message : '没有符合条件的项目'}
          </span>
        }
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          {
            title: '项目名称',
            dataIndex: 'name',
            render: (name: string, p: Project) => (
              <>
                {name}
                {p.accepts_paper ? (
                  <Tag size="small" style={{ marginLeft: 8 }}>
                    可纸质
                  </Tag>
                ) : null}
              </>
            ),
          },
          { title: '项目编号', dataIndex: 'number', width: 140 },
          {
            title: '保证金',
            dataIndex: 'bid_bond_amount',
            width: 130,
            align: 'right',
            render: (v: string) => <Money value={v} />,
          },
          {
            title: '操作',
            key: 'choose',
            width: 120,
            fixed: 'right',
            render: (_: unknown, p: Project) =>
              paperOnly && !p.accepts_paper ? (
                <span style={{ color: 'var(--color-text-3)' }}>不接受纸质保函</span>
              ) : (
                <Button
                  size="small"
                  type="primary"
                  aria-label={`选择 ${p.name}`}
                  onClick={() => onChoose(chosen(p))}
                >
                  选择
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}

export function ProjectPicker({
  value,
  onChange,
  paperOnly,
}: {
  value?: ChosenProject;
  onChange?: (project: ChosenProject | undefined) => void;
  paperOnly: boolean;
}) {
  const [searching, setSearching] = useState(!value);
  if (value && !searching) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <section aria-label="已选项目">
          <Descriptions
            column={1}
            data={[
              { label: '项目名称', value: value.name },
              { label: '项目编号', value: value.number },
              { label: '招标单位', value: value.tender_unit },
              { label: '保证金金额', value: <Money value={value.bid_bond_amount} /> },
            ]}
          />
        </section>
        <Button size="small" onClick={() => setSearching(true)}>
          更换项目
        </Button>
      </Space>
    );
  }
  return (
    <ProjectSearch
      paperOnly={paperOnly}
      onChoose={(project) => {
        onChange?.(project);
        setSearching(false);
      }}
    />
  );
}
