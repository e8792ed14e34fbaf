// The insurers' guarantee insurance products for one project, each with the insurer's quote for
// the project's bid bond (the sum insured): insurer, product, description, rate and minimum, the
// premium, and 立即投保, which opens /sun_one for that product.
import { Button, Empty, Grid } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import { Money, QueryState, Tag, useIsMobile } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { insurancePaths } from './insurance-paths';
import { useProducts, type InsuranceProduct } from './use-insurance-queries';

/** "0.0150" → "1.50%". */
const ratePercent = (rate: string) => `${(Number(rate) * 100).toFixed(2)}%`;

function ProductCard({ product, onChoose }: { product: InsuranceProduct; onChoose?: () => void }) {
  return (
    <article
      aria-label={`${product.insurer_name} ${product.name}`}
      style={{
        border: '1px solid #e5e6eb',
        borderRadius: 6,
        padding: 16,
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 8,
          alignItems: 'baseline',
          flexWrap: 'wrap',
        }}
      >
        <strong style={{ fontSize: 16, color: '#1d2129' }}>{product.name}</strong>
        <Tag color="arcoblue">{product.insurer_name}</Tag>
      </div>
      <p style={{ margin: 0, color: '#4e5969', lineHeight: 1.6, flex: 1 }}>{product.description}</p>
      <div style={{ color: 'var(--color-text-3)', fontSize: 13 }}>
        费率 {ratePercent(product.premium_rate)} · 最低保费 <Money value={product.min_premium} />
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
        }}
      >
        <span style={{ color: '#F53F3F', fontSize: 18, fontWeight: 600 }}>
          保费 <Money value={product.premium} />
        </span>
        {onChoose && (
          <Button
            type="primary"
            aria-label={`立即投保 ${product.insurer_name} ${product.name}`}
            onClick={onChoose}
          >
            立即投保
          </Button>
        )}
      </div>
    </article>
  );
}

export interface ProductListProps {
  projectId: number;
  /** The project's bid bond: only products covering it are offered. */
  bidBond: string;
  /** The tender no longer takes bids, so the products show without 立即投保. */
  closed: boolean;
}

export function ProductList({ projectId, bidBond, closed }: ProductListProps) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const products = useProducts(projectId, bidBond);
  return (
    <section aria-label="保险产品">
      <h3 style={{ margin: '0 0 12px', fontSize: 16 }}>可投保的保险产品</h3>
      <QueryState query={products}>
        {products.data &&
          (products.data.length === 0 ? (
            <Empty description="该项目暂无可投保的保险产品" />
          ) : (
            <Grid.Row gutter={[12, 12]}>
              {products.data.map((product) => (
                <Grid.Col key={product.id} span={mobile ? 24 : 12}>
                  <ProductCard
                    product={product}
                    onChoose={
                      closed
                        ? undefined
                        : () => void navigate(insurancePaths.apply(projectId, product.id))
                    }
                  />
                </Grid.Col>
              ))}
            </Grid.Row>
          ))}
      </QueryState>
    </section>
  );
}
