// /firm/five: the admission result. Under review, approved, or rejected with the reason and
// 重新认证 (after a confirmation), which reopens the guide with the previous data kept.
import { Button, Modal, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { restartAuth } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { Alert, DateTime, ResultPage, StatusStamp } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { authStatusView } from './auth-status';
import { FirmGuide } from './firm-guide';
import { currentStepOf, RESULT_STEP, stepPath } from './firm-steps';
import { authInfoKey, type FirmAuthInfo } from './use-firm-auth-info';

function RestartButton() {
  const queryClient = useQueryClient();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const restart = async () => {
    setRestarting(true);
    setError(null);
    try {
      const info = await api.call(restartAuth, {}, { silent: true });
      setConfirming(false);
      queryClient.setQueryData(authInfoKey, info);
      // The page sends the user to the first step once the session shows the new status too.
      session.refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : '操作失败，请稍后重试');
    } finally {
      setRestarting(false);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setConfirming(true)}>
        重新认证
      </Button>
      <Modal
        title="确认重新认证？"
        visible={confirming}
        okText="确认重新认证"
        cancelText="取消"
        confirmLoading={restarting}
        onOk={() => void restart()}
        onCancel={() => setConfirming(false)}
        style={{ maxWidth: 'calc(100vw - 32px)' }}
      >
        <p style={{ margin: 0 }}>
          将重新进入企业认证流程，之前填写的资料会保留，请根据驳回原因修改后重新提交。
        </p>
        {error && <Alert type="error" content={error} style={{ marginTop: 12 }} />}
      </Modal>
    </>
  );
}

function ResultView({ info }: { info: FirmAuthInfo }) {
  const sessionStatus = useSession().userInfo?.auth_status;
  const navigate = useNavigate();
  const stamp = (
    <StatusStamp
      label={authStatusView(info.auth_status).label}
      tone={authStatusView(info.auth_status).tone}
    />
  );
  const viewInfo = <Link to="/firm/toview">查看认证信息</Link>;

  if (info.auth_status === 0) {
    // Not submitted (or just restarted, which keeps the steps whose data is complete): continue.
    return sessionStatus === 0 ? (
      <Navigate to={stepPath(currentStepOf(info))} replace />
    ) : (
      <Spin tip="正在进入认证流程…" />
    );
  }
  if (info.auth_status === 1) {
    return (
      <ResultPage
        status="info"
        title="企业认证审核中"
        description={
          <Space direction="vertical" align="center">
            {stamp}
            <span>认证资料已提交，请耐心等待审核结果。</span>
            {info.submitted_time && (
              <span>
                提交时间：
                <DateTime value={info.submitted_time} />
              </span>
            )}
          </Space>
        }
        actions={viewInfo}
      />
    );
  }
  if (info.auth_status === 2) {
    return (
      <ResultPage
        status="success"
        title="企业认证已通过"
        description={
          <Space direction="vertical" align="center">
            {stamp}
            <span>{info.name} 已通过准入审核，现在可以申请保函。</span>
          </Space>
        }
        actions={
          <Space wrap>
            <Button type="primary" onClick={() => void navigate('/index')}>
              进入用户中心
            </Button>
            {viewInfo}
          </Space>
        }
      />
    );
  }
  return (
    <ResultPage
      status="error"
      title="企业认证未通过"
      description={
        <Space direction="vertical" align="center">
          {stamp}
          <span>驳回原因：{info.reject_reason || '未填写'}</span>
          {info.reviewed_time && (
            <span>
              审核时间：
              <DateTime value={info.reviewed_time} />
            </span>
          )}
        </Space>
      }
      actions={
        <Space wrap>
          <RestartButton />
          {viewInfo}
        </Space>
      }
    />
  );
}

export default function ResultStepPage({ title }: { title: string }) {
  return (
    <FirmGuide step={RESULT_STEP} title={title}>
      {(info) => <ResultView info={info} />}
    </FirmGuide>
  );
}
