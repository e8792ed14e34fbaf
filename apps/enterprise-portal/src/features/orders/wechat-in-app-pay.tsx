// 在微信中打开支付 (JSAPI): the order's /text_pay page as a QR code to scan with WeChat, which opens
// it in WeChat's browser and pays there; a payer already in WeChat opens the link.
import { QrCode } from './qr-code';

export function WechatInAppPay({ payUrl }: { payUrl: string }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <QrCode text={payUrl} label="微信支付二维码" />
      <p>请使用微信「扫一扫」扫描二维码，在微信中打开支付页面完成支付</p>
      <a href={payUrl}>已在微信中？点此打开支付页面</a>
    </div>
  );
}
