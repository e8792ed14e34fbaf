// /text_pay?order_sn= (public; opened in WeChat by scanning the order's QR code):
//   no `code` → the provider's OAuth page (getAuthorizeUrl, scope snsapi_userinfo), which returns here with one;
//   `code` → getOpenid → the provider's hosted cashier when it names one, else WeixinJSBridge
//   'getBrandWCPayRequest'; a failed exchange re-authorises once (spec §8), then explains;
//   `result` (back from a cashier) → ok is 支付成功, anything else 支付取消.
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { getAuthorizeUrl, getOpenid } from '@bht/api-client';
import { PublicFrame, ResultPage, showSuccess, showWarning } from '@bht/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../app/api';
import { leavePage } from './leave-page';
import { PaidResult } from './paid-result';
import { requestWechatPay, wechatBridge } from './wechat-bridge';

/** Marks a redirect made because a code failed, so a second failure stops instead of looping. */
const REAUTH = 'reauth';

type Phase =
  | { kind: 'working'; text: string }
  | { kind: 'paid' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export default function TextPayPage({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const sn = params.get('order_sn')?.trim() ?? '';
  const type = params.get('type');
  const [phase, setPhase] = useState<Phase>({ kind: 'working', text: '正在准备支付…' });
  const handled = useRef<string | null>(null);

  const authorize = useCallback(
    async (afterFailure: boolean) => {
      setPhase({ kind: 'working', text: '正在跳转微信授权…' });
      const back = new URLSearchParams({
        order_sn: sn,
        ...(type ? { type } : {}),
        ...(afterFailure ? { [REAUTH]: '1' } : {}),
      });
      try {
        const { url } = await api.call(
          getAuthorizeUrl,
          { redirect_uri: `${window.location.origin}${pathname}?${back}` },
          { silent: true },
        );
        leavePage.to(url);
      } catch (error) {
        setPhase({
          kind: 'failed',
          message: error instanceof Error ? error.message : '无法发起微信授权',
        });
      }
    },
    [pathname, sn, type],
  );

  const finish = useCallback((paid: boolean) => {
    if (paid) showSuccess('支付成功');
    else showWarning('支付取消');
    setPhase({ kind: paid ? 'paid' : 'cancelled' });
  }, []);

  useEffect(() => {
    // The OAuth code is single-use: handle each URL once (React may run effects twice).
    if (handled.current === search) return;
    handled.current = search;
    const query = new URLSearchParams(search);
    const code = query.get('code');
    const result = query.get('result');
    if (!sn) return setPhase({ kind: 'failed', message: '缺少订单号，请从订单详情重新发起支付' });
    if (result !== null) return finish(result === 'ok');
    if (!code) return void authorize(false);

    setPhase({ kind: 'working', text: '正在发起支付…' });
    void (async () => {
      let answer;
      try {
        answer = await api.call(getOpenid, { code, order_sn: sn }, { silent: true });
      } catch (error) {
        if (query.has(REAUTH))
          setPhase({
            kind: 'failed',
            message: error instanceof Error ? error.message : '微信授权失败',
          });
        else void authorize(true);
        return;
      }
      if (answer.cashier_url) return leavePage.to(answer.cashier_url);
      if (!answer.pay) return setPhase({ kind: 'failed', message: '该订单当前无需支付' });
      const bridge = await wechatBridge();
      if (!bridge) return setPhase({ kind: 'failed', message: '请在微信中打开此页面完成支付' });
      finish(await requestWechatPay(bridge, answer.pay));
    })();
  }, [search, sn, authorize, finish]);

  return (
    <PublicFrame title={title}>
      {sn && <p style={{ marginTop: 0, color: '#4e5969' }}>订单号：{sn}</p>}
      {phase.kind === 'working' && (
        <div role="status" style={{ textAlign: 'center', padding: '32px 0' }}>
          <Spin tip={phase.text} />
        </div>
      )}
      {phase.kind === 'paid' && <PaidResult sn={sn} type={type} />}
      {phase.kind === 'cancelled' && (
        <ResultPage
          status="warning"
          title="支付取消"
          description="您已取消支付，订单仍为待支付，可重新发起。"
          actions={
            <Button type="primary" onClick={() => void authorize(false)}>
              重新支付
            </Button>
          }
        />
      )}
      {phase.kind === 'failed' && (
        <ResultPage
          status="error"
          title="无法完成支付"
          description={phase.message}
          actions={
            sn && (
              <Button type="primary" onClick={() => void authorize(false)}>
                重新授权
              </Button>
            )
          }
        />
      )}
    </PublicFrame>
  );
}
