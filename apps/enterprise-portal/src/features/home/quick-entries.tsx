// Cards that start an application for each letter type.
import { Link } from 'react-router-dom';

export const QUICK_ENTRIES = [
  { title: '投标电子保函', description: '投标保证金电子保函在线申请', to: '/myLetter/list' },
  { title: '纸质投标保函', description: '纸质投标保函申请与邮寄', to: '/applypaper' },
  { title: '履约保函', description: '工程合同履约担保', to: '/honourapply' },
  { title: '农民工工资保函', description: '农民工工资支付担保', to: '/worker/peasant' },
] as const;

export function QuickEntries() {
  return (
    <nav
      aria-label="申请保函"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 12,
      }}
    >
      {QUICK_ENTRIES.map((entry) => (
        <Link
          key={entry.to}
          to={entry.to}
          aria-label={`申请${entry.title}`}
          style={{
            display: 'block',
            padding: 16,
            borderRadius: 8,
            background: '#f2f7ff',
            border: '1px solid #d9e6ff',
            color: '#1d2129',
            textDecoration: 'none',
          }}
        >
          <strong style={{ display: 'block', fontSize: 15, color: '#165DFF' }}>
            {entry.title}
          </strong>
          <span
            style={{ display: 'block', marginTop: 4, fontSize: 12, color: 'var(--color-text-3)' }}
          >
            {entry.description}
          </span>
          <span style={{ display: 'block', marginTop: 8, fontSize: 13 }}>立即申请 →</span>
        </Link>
      ))}
    </nav>
  );
}
