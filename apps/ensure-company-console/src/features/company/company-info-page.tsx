// /company/info 机构信息: every company field with logo and seal previews, 编辑, and 重新认证
// after a confirmation that explains what it does.
import { Button, Card, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  companyGetInfo,
  companyResetAuth,
  endpointQueryKey,
  endpointQueryOptions,
  type ResponseOf,
} from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { DetailSection, QueryState, showSuccess, StoredPicture, Tag } from '@bht/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { api, runtimeConfig } from '../../app/api';
import { IntakeTag } from './intake-tag';

type Company = ResponseOf<typeof companyGetInfo>['company'];

const AUTH_STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '未认证', color: 'gray' },
  1: { text: '审核中', color: 'arcoblue' },
  2: { text: '已认证', color: 'green' },
  [-1]: { text: '已驳回', color: 'red' },
};

function Picture({ path, alt }: { path: string; alt: string }) {
  if (!path) return <>未上传</>;
  return (
    <StoredPicture
      path={path}
      imageHost={runtimeConfig.imageHost}
      alt={alt}
      pdfLabel={`查看 PDF ${alt}`}
      width={96}
      height={96}
      style={{ objectFit: 'contain', background: '#f7f8fa' }}
    />
  );
}

function CompanyDetail({ company }: { company: Company }) {
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const auth = AUTH_STATUS[company.auth_status] ?? {
    text: `状态 ${company.auth_status}`,
    color: 'gray',
  };

  const resetAuth = useMutation({
    mutationFn: () => api.call(companyResetAuth, {}),
    onSuccess: () => {
      showSuccess('已重新发起机构认证，请填写认证资料');
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetInfo) });
      session.refresh();
      navigate('/formone');
    },
  });

  const confirmResetAuth = () =>
    Modal.confirm({
      title: '确定重新认证吗？',
      content:
        '重新认证后，本机构的认证状态将重置为「未认证」，须重新提交机构基本信息、法定代表人信息、资质材料和电子印章，并等待平台审核。审核通过前，机构在企业端的展示与接单、出函等业务可能受限。此操作不可撤销。',
      okText: '确认重新认证',
      okButtonProps: { status: 'danger' },
      onOk: () => resetAuth.mutateAsync().then(() => undefined),
    });

  return (
    <>
      <DetailSection
        title="机构信息"
        extra={
          <Space wrap>
            <Button type="primary" size="small" onClick={() => void navigate('/company/edit')}>
              编辑
            </Button>
            <Button
              size="small"
              status="warning"
              loading={resetAuth.isPending}
              onClick={confirmResetAuth}
            >
              重新认证
            </Button>
          </Space>
        }
        items={[
          { label: '机构名称', value: company.name },
          { label: '机构类型', value: company.type_name },
          { label: '所在地区', value: company.area_name },
          {
            label: '认证状态',
            value: (
              <Space>
                <Tag color={auth.color}>{auth.text}</Tag>
                <Link to="/formfive">认证详情</Link>
              </Space>
            ),
          },
          { label: '接单状态', value: <IntakeTag status={company.status} /> },
          { label: '在线支付', value: company.pay_config_enabled === 1 ? '已开启' : '未开启' },
          { label: '保费', value: <Link to="/config/premium">按保函类型设置（保费设置）</Link> },
          { label: '联系人', value: company.contact || '-' },
          { label: '联系电话', value: company.tel || '-' },
          { label: '地址', value: company.address || '-' },
          { label: '机构简介', value: company.intro || '-' },
        ]}
      />
      <DetailSection
        title="标识与印章"
        items={[
          { label: '机构 Logo', value: <Picture path={company.logo} alt="机构 Logo" /> },
          { label: '电子印章', value: <Picture path={company.seal_image} alt="电子印章" /> },
        ]}
      />
    </>
  );
}

export default function CompanyInfoPage({ title }: { title: string }) {
  const info = useQuery(endpointQueryOptions(api, companyGetInfo, {}));
  return (
    <Card title={title} bordered={false}>
      <QueryState query={info}>
        {info.data && <CompanyDetail company={info.data.company} />}
      </QueryState>
    </Card>
  );
}
