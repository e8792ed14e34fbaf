// /certification 资质证书: the enterprise's qualification certificates with their expiry flags;
// view, edit, or delete after confirmation.
import { Button, Card, Popconfirm, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { endpointQueryOptions, getCertificateList } from '@bht/api-client';
import { QueryState, ResponsiveTable, type TableColumn } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import type { Certificate } from './certificate-expiry';
import { CertificateExpiry } from './certificate-expiry-tag';
import { useDeleteCertificate } from './use-delete-certificate';

export default function CertificateListPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const list = useQuery(endpointQueryOptions(api, getCertificateList, {}));
  const remove = useDeleteCertificate();

  const columns: TableColumn<Certificate>[] = [
    { title: '证书名称', dataIndex: 'name' },
    { title: '证书编号', dataIndex: 'number', width: 180 },
    { title: '发证机关', dataIndex: 'issuer', width: 180 },
    {
      title: '有效期至',
      dataIndex: 'expire_date',
      width: 190,
      render: (_: unknown, certificate: Certificate) => (
        <CertificateExpiry certificate={certificate} />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_: unknown, certificate: Certificate) => (
        <Space size={4}>
          <Button
            type="text"
            size="small"
            onClick={() => void navigate(`/certdetail?id=${certificate.id}`)}
            aria-label={`查看 ${certificate.name}`}
          >
            查看
          </Button>
          <Button
            type="text"
            size="small"
            onClick={() => void navigate(`/upcertifi?id=${certificate.id}`)}
            aria-label={`编辑 ${certificate.name}`}
          >
            编辑
          </Button>
          <Popconfirm
            title={`确定删除证书「${certificate.name}」吗？删除后不可恢复。`}
            onOk={() => remove.mutateAsync(certificate.id).catch(() => undefined)}
          >
            <Button
              type="text"
              size="small"
              status="danger"
              aria-label={`删除 ${certificate.name}`}
            >
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        <Button type="primary" icon={<IconPlus />} onClick={() => void navigate('/upcertifi')}>
          上传资质证书
        </Button>
      }
    >
      <QueryState loading={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
        <ResponsiveTable<Certificate>
          aria-label={title}
          rowKey="id"
          columns={columns}
          data={list.data ?? []}
          pagination={false}
          scroll={{ x: 860 }}
          noDataElement={
            <div style={{ padding: 24, color: 'var(--color-text-3)' }}>
              暂无资质证书，点击「上传资质证书」添加
            </div>
          }
        />
      </QueryState>
    </Card>
  );
}
