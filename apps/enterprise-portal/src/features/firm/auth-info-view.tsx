// /firm/toview and /firm/min-toview: the enterprise's authentication data, read-only.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { DateTime, DetailSection, resolveImageUrl, ResultPage, StatusStamp, Tag } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { authStatusView, IDENTITY_ROLE_TEXT } from './auth-status';
import { QueryGate } from './query-gate';
import { useFirmAuthInfo, type FirmAuthInfo } from './use-firm-auth-info';

function Sections({ info, columns }: { info: FirmAuthInfo; columns: number }) {
  const status = authStatusView(info.auth_status);
  return (
    <>
      <DetailSection
        title="企业信息"
        columns={columns}
        extra={<StatusStamp label={status.label} tone={status.tone} size={56} />}
        items={[
          { label: '企业名称', value: info.name },
          { label: '统一社会信用代码', value: info.credit_code },
          { label: '法定代表人', value: info.legal_person },
          { label: '认证状态', value: status.label },
          ...(info.auth_status === -1
            ? [{ label: '驳回原因', value: info.reject_reason || '未填写' }]
            : []),
          { label: '提交时间', value: <DateTime value={info.submitted_time} /> },
          { label: '审核时间', value: <DateTime value={info.reviewed_time} /> },
        ]}
      />
      <DetailSection
        title="认证人"
        columns={columns}
        items={
          info.identity
            ? [
                { label: '认证方式', value: `${IDENTITY_ROLE_TEXT[info.identity.role]}认证` },
                { label: '姓名', value: info.identity.name },
                { label: '身份证号', value: info.identity.id_card },
                { label: '手机号', value: info.identity.mobile || '未认证' },
              ]
            : [{ label: '认证方式', value: '未提交' }]
        }
      />
      <DetailSection
        title="对公基本户"
        columns={columns}
        items={
          info.bank
            ? [
                { label: '开户银行', value: info.bank.bank_name },
                { label: '账户名称', value: info.bank.account_name },
                { label: '银行账号', value: info.bank.account_no },
                {
                  label: '验证状态',
                  value: info.bank.verified ? (
                    <Tag color="green">已验证</Tag>
                  ) : (
                    <Tag color="orange">待回填打款金额</Tag>
                  ),
                },
              ]
            : [{ label: '验证状态', value: '未提交' }]
        }
      />
      <DetailSection
        title="印章授权协议"
        columns={columns}
        items={[
          {
            label: '协议',
            value: info.agreement_url ? (
              <a
                href={resolveImageUrl(info.agreement_url, runtimeConfig.imageHost)}
                target="_blank"
                rel="noreferrer"
              >
                查看已签署协议
              </a>
            ) : (
              '未签署'
            ),
          },
        ]}
      />
    </>
  );
}

export function AuthInfoView({ layout }: { layout: 'desktop' | 'mobile' }) {
  const navigate = useNavigate();
  const authInfo = useFirmAuthInfo();
  return (
    <QueryGate query={authInfo} loadingTip="正在加载认证信息…" errorTitle="认证信息加载失败">
      {(info) =>
        info.auth_status === 0 && info.auth_step === 0 ? (
          <ResultPage
            status="info"
            title="尚未提交企业认证"
            description="完成企业认证后即可申请保函。"
            actions={
              <Button type="primary" onClick={() => void navigate('/firm')}>
                去认证
              </Button>
            }
          />
        ) : (
          <div style={layout === 'mobile' ? { padding: '0 0 16px' } : { maxWidth: 960 }}>
            <Sections info={info} columns={layout === 'mobile' ? 1 : 2} />
          </div>
        )
      }
    </QueryGate>
  );
}
