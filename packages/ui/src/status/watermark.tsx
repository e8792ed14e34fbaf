// A diagonal label over a card (spec §4: 待开票, 已取消, 已驳回).
import type { ReactNode } from 'react';

export interface WatermarkProps {
  label: '待开票' | '已取消' | '已驳回' | (string & {});
  children: ReactNode;
}

const COLORS: Record<string, string> = { 待开票: '#FF7D00', 已取消: '#86909C', 已驳回: '#F53F3F' };

export function Watermark({ label, children }: WatermarkProps) {
  const color = COLORS[label] ?? '#165DFF';
  return (
    <div style={{ position: 'relative', overflow: 'hidden' }}>
      {children}
      <span
        role="note"
        aria-label={label}
        style={{
          position: 'absolute',
          top: 14,
          right: -34,
          width: 130,
          transform: 'rotate(45deg)',
          textAlign: 'center',
          background: color,
          color: '#fff',
          fontSize: 13,
          lineHeight: '24px',
          pointerEvents: 'none',
        }}
      >
        {label}
      </span>
    </div>
  );
}
