// /certdetail?id= 证书详情: the certificate's fields and its files (images previewed, others as
// links), with 编辑 and 删除 (after confirmation).
import { Button, Card, Popconfirm, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { endpointQueryOptions, getCertificateDetail } from '@bht/api-client';
import {
  DateTime,
  DetailSection,
  fileNameOf,
  QueryState,
  resolveImageUrl,
  ResultPage,
} from '@bht/ui';
import { uploadIconType } from '@bht/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, runtimeConfig } from '../../app/api';
import type { Certificate } from './certificate-expiry';
import { CertificateExpiry } from './certificate-expiry-tag';
import { useCertificateId } from './certificate-id';
import { useDeleteCertificate } from './use-delete-certificate';

const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png']);

function CertificateFiles({ files }: { files: readonly string[] }) {
  if (files.length === 0) return <>未上传</>;
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
      }}
    >
      {files.map((url) => {
        const href = resolveImageUrl(url, runtimeConfig.imageHost);
        const name = fileNameOf(url);
        return (
          <li key={url}>
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              style={{
                display: 'inline-flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 4,
                maxWidth: 120,
              }}
            >
              {IMAGE_TYPES.has(uploadIconType(name)) && (
                <img
                  src={href}
                  alt={`${name} 预览`}
                  width={96}
                  height={72}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              )}
              <span style={{ wordBreak: 'break-all', fontSize: 12 }}>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function CertificateDetail({ certificate }: { certificate: Certificate }) {
  const navigate = useNavigate();
  const remove = useDeleteCertificate(() => void navigate('/certification', { replace: true }));
  return (
    <>
      <DetailSection
        title="证书信息"
        extra={
          <Space wrap>
            <Button size="small" onClick={() => void navigate(`/upcertifi?id=${certificate.id}`)}>
              编辑
            </Button>
            <Popconfirm
              title={`确定删除证书「${certificate.name}」吗？删除后不可恢复。`}
              onOk={() => remove.mutateAsync(certificate.id).catch(() => undefined)}
            >
              <Button size="small" status="danger">
                删除
              </Button>
            </Popconfirm>
          </Space>
        }
        items={[
          { label: '证书名称', value: certificate.name },
          { label: '证书编号', value: certificate.number },
          { label: '发证机关', value: certificate.issuer },
          { label: '有效期至', value: <CertificateExpiry certificate={certificate} /> },
          { label: '上传时间', value: <DateTime value={certificate.create_time} /> },
        ]}
      />
      <DetailSection
        title="证书文件"
        columns={1}
        items={[{ label: '扫描件', value: <CertificateFiles files={certificate.files} /> }]}
      />
    </>
  );
}

function NoCertificate() {
  const navigate = useNavigate();
  return (
    <ResultPage
      status="404"
      title="证书不存在或已删除"
      actions={
        <Button type="primary" onClick={() => void navigate('/certification')}>
          返回证书列表
        </Button>
      }
    />
  );
}

function LoadedDetail({ id }: { id: number }) {
  const detail = useQuery(endpointQueryOptions(api, getCertificateDetail, { id }));
  if (detail.error?.httpStatus === 404) return <NoCertificate />;
  return (
    <QueryState
      loading={detail.isPending}
      error={detail.error}
      onRetry={() => void detail.refetch()}
    >
      {detail.data && <CertificateDetail certificate={detail.data} />}
    </QueryState>
  );
}

export default function CertificateDetailPage({ title }: { title: string }) {
  const id = useCertificateId();
  return (
    <Card title={title} bordered={false}>
      {id === null ? <NoCertificate /> : <LoadedDetail id={id} />}
    </Card>
  );
}
