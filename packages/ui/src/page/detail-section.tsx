// A titled block of label / value pairs for detail screens. Long unbroken values (order and
// letter numbers) wrap, and the label column narrows on phones, so the block fits 375 px.
import { Card, Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import type { ReactNode } from 'react';
import { useIsMobile } from '../feedback/timing';

export interface DetailSectionProps {
  title: string;
  items: Array<{ label: string; value: ReactNode }>;
  columns?: number;
  extra?: ReactNode;
}

export function DetailSection({ title, items, columns = 2, extra }: DetailSectionProps) {
  const mobile = useIsMobile();
  return (
    <Card title={title} extra={extra} bordered={false} style={{ marginBottom: 16 }}>
      <Descriptions
        column={{ xs: 1, sm: 1, md: columns, lg: columns, xl: columns, xxl: columns }}
        data={items.map((i) => ({ label: i.label, value: i.value ?? '-' }))}
        labelStyle={{ width: mobile ? 84 : 120 }}
        valueStyle={{ overflowWrap: 'anywhere' }}
      />
    </Card>
  );
}
