// /sun_two?policy_sn= (确认投保): the proposal as recorded, then 去支付 — payPolicy names the
// insurer's hosted cashier and the page leaves for it (the cashier comes back to /sun_three with
// result=ok|cancel) — or 放弃投保 after a confirmation (cancelPolicy), which closes it. A proposal
// already paid or closed only links to its policy.
import { Button, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { insuranceCancelPolicy, insurancePayPolicy } from '@bht/api-client';
import { Alert, Money, QueryState, ResultPage, showSuccess, useIsMobile } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { leavePage } from '../payments/leave-page';
import { InsuranceFrame } from './insurance-frame';
import { insurancePaths, InsureStep } from './insurance-paths';
import { MissingSelection } from './missing-selection';
import { PolicyFacts } from './policy-facts';
import { usePolicy, useRefreshPolicies, type Policy } from './use-insurance-queries';

/** 放弃投保 after a confirmation; a refused cancel closes the dialog and toasts the server's message. */
function GiveUpButton({ policy, long }: { policy: Policy; long: boolean }) {
  const navigate = useNavigate();
  const refresh = useRefreshPolicies();
  const giveUp = async () => {
    try {
      await api.call(insuranceCancelPolicy, { policy_sn: policy.sn });
    } catch {
      return;
    }
    showSuccess('已放弃投保');
    await refresh();
    navigate(insurancePaths.policy(policy.sn));
  };
  const ask = () =>
    Modal.confirm({
      title: '放弃投保',
      content: `确定放弃「${policy.project_name}」的投标保证保险投保单（${policy.sn}）吗？放弃后投保单关闭，如需投保请重新选择产品。`,
      okText: '确认放弃',
      cancelText: '再想想',
      okButtonProps: { status: 'danger' },
      onOk: giveUp,
    });
  return (
    <Button size="large" long={long} status="danger" onClick={ask}>
      放弃投保
    </Button>
  );
}

function Confirm({ policy }: { policy: Policy }) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const pay = useMutation({
    mutationFn: () => api.call(insurancePayPolicy, { policy_sn: policy.sn }),
    onSuccess: ({ cashier_url }) => leavePage.to(cashier_url),
  });
  if (policy.status !== 'unpaid') {
    return (
      <ResultPage
        status="info"
        title={`该投保单${policy.status_text}`}
        description="投保单已不需要支付，可查看保单详情。"
        actions={
          <Button type="primary" onClick={() => void navigate(insurancePaths.policy(policy.sn))}>
            查看保单
          </Button>
        }
      />
    );
  }
  return (
    <>
      <PolicyFacts policy={policy} />
      <Alert
        type="info"
        content={
          <>
            应付保费{' '}
            <strong style={{ color: '#F53F3F' }}>
              <Money value={policy.premium} />
            </strong>
            。点击「去支付」将前往{policy.insurer_name}
            的收银台，支付完成后保险公司确认承保，保单可在「我的保单」中下载。
          </>
        }
        style={{ marginBottom: 16 }}
      />
      <Space
        size={12}
        direction={mobile ? 'vertical' : 'horizontal'}
        style={mobile ? { width: '100%' } : undefined}
      >
        <Button
          type="primary"
          size="large"
          long={mobile}
          loading={pay.isPending || pay.isSuccess}
          onClick={() => pay.mutate()}
        >
          去支付
        </Button>
        <GiveUpButton policy={policy} long={mobile} />
      </Space>
    </>
  );
}

function PolicyConfirm({ policySn }: { policySn: string }) {
  const policy = usePolicy(policySn);
  return <QueryState query={policy}>{policy.data && <Confirm policy={policy.data} />}</QueryState>;
}

export default function SunTwoPage({ title }: { title: string }) {
  const policySn = useSearchParams()[0].get('policy_sn')?.trim() ?? '';
  return (
    <InsuranceFrame step={InsureStep.CONFIRM} title={title}>
      {policySn ? <PolicyConfirm policySn={policySn} /> : <MissingSelection what="policy" />}
    </InsuranceFrame>
  );
}
