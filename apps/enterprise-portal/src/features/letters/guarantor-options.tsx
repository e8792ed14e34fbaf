// The guarantors offered for a project as selectable cards: name, type and area, the premium the
// server computed for this project, the rate, the minimum premium, the introduction and, when the
// guarantor published one, its sample letter (查看样函). Every letter type chooses through these cards.
// A form control (value / onChange = the company id), so server errors land on it.
import { Empty, Grid, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import type { getCompanyList, ResponseOf } from '@bht/api-client';
import { Money, resolveImageUrl, Tag } from '@bht/ui';
import { runtimeConfig } from '../../app/api';
import { SampleLetterLink } from './sample-letter-link';
import type { ApplyLayout } from './apply-steps';

export type GuarantorOffer = ResponseOf<typeof getCompanyList>[number];

/** "0.0150" → "1.50%". */
const ratePercent = (rate: string) => `${(Number(rate) * 100).toFixed(2)}%`;

function OfferCard({ offer, checked }: { offer: GuarantorOffer; checked: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        gap: 12,
        padding: 16,
        minHeight: 72,
        borderRadius: 6,
        border: `1px solid ${checked ? '#165DFF' : '#e5e6eb'}`,
        background: checked ? '#e8f3ff' : '#fff',
        cursor: 'pointer',
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      {offer.logo && (
        <img
          src={resolveImageUrl(offer.logo, runtimeConfig.imageHost)}
          alt=""
          width={48}
          height={48}
          style={{ objectFit: 'contain', flex: 'none' }}
        />
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 8,
            alignItems: 'baseline',
            flexWrap: 'wrap',
          }}
        >
          <strong style={{ fontSize: 16, color: '#1d2129' }}>{offer.name}</strong>
          <span style={{ color: '#F53F3F', fontSize: 18, fontWeight: 600 }}>
            保费 <Money value={offer.premium} />
          </span>
        </div>
        <div
          style={{
            margin: '6px 0',
            display: 'flex',
            gap: 6,
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          <Tag size="small">{offer.type_name}</Tag>
          <Tag size="small">{offer.area_name}</Tag>
          <SampleLetterLink companyId={offer.id} />
        </div>
        <div style={{ color: '#4e5969', fontSize: 13 }}>
          费率 {ratePercent(offer.premium_rate)} · 最低保费 <Money value={offer.min_premium} />
        </div>
        {offer.intro && (
          <p
            style={{
              margin: '6px 0 0',
              color: 'var(--color-text-3)',
              fontSize: 13,
              lineHeight: 1.6,
            }}
          >
            {offer.intro}
          </p>
        )}
      </div>
    </div>
  );
}

export interface GuarantorOptionsProps {
  offers: readonly GuarantorOffer[];
  layout: ApplyLayout;
  value?: number;
  onChange?: (id: number) => void;
  /** What an empty list says (the bid form's filters by default). */
  emptyText?: string;
}

export function GuarantorOptions({
  offers,
  layout,
  value,
  onChange,
  emptyText = '该条件下暂无可选担保机构，请调整筛选条件',
}: GuarantorOptionsProps) {
  if (offers.length === 0) return <Empty description={emptyText} />;
  return (
    <Radio.Group
      value={value}
      onChange={(id: number) => onChange?.(id)}
      style={{ display: 'block' }}
      aria-label="担保机构"
    >
      <Grid.Row gutter={[12, 12]}>
        {offers.map((offer) => (
          <Grid.Col key={offer.id} span={layout === 'mobile' ? 24 : 12}>
            <Radio value={offer.id} style={{ display: 'block', margin: 0, height: '100%' }}>
              {({ checked }) => <OfferCard offer={offer} checked={checked} />}
            </Radio>
          </Grid.Col>
        ))}
      </Grid.Row>
    </Radio.Group>
  );
}
