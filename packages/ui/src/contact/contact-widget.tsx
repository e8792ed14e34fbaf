// 业务咨询 link, 服务电话 with office hours, and the WeChat QR code (spec §1, data wc_tel, wc_wechatewm, wc_kfqq).
import { resolveImageUrl } from '../layout/avatar-url';

export interface ContactWidgetProps {
  tel: string;
  wechatQr: string;
  consultLink: string;
  imageHost: string;
  layout?: 'row' | 'column';
}

export const OFFICE_HOURS = '周一至周五 8:00-12:00, 14:00-17:30';

export function ContactWidget({
  tel,
  wechatQr,
  consultLink,
  imageHost,
  layout = 'row',
}: ContactWidgetProps) {
  return (
    <aside
      aria-label="联系我们"
      style={{
        display: 'flex',
        flexDirection: layout,
        gap: 16,
        alignItems: layout === 'row' ? 'center' : 'flex-start',
        fontSize: 13,
        color: '#4e5969',
      }}
    >
      {consultLink && (
        <a href={consultLink} target="_blank" rel="noreferrer" style={{ color: '#165DFF' }}>
          业务咨询
        </a>
      )}
      {tel && (
        <div>
          <div>
            服务电话：
            <a href={`tel:${tel}`} style={{ color: '#1d2129', fontWeight: 600 }}>
              {tel}
            </a>
          </div>
          <div style={{ color: 'var(--color-text-3)' }}>{OFFICE_HOURS}</div>
        </div>
      )}
      {wechatQr && (
        <figure style={{ margin: 0, textAlign: 'center' }}>
          <img
            src={resolveImageUrl(wechatQr, imageHost)}
            alt="微信客服二维码"
            width={72}
            height={72}
          />
          <figcaption>微信扫码咨询</figcaption>
        </figure>
      )}
    </aside>
  );
}
