// The frame of both apps' public screens (register, forgotten password, forced password change,
// policies): a centred white card on the log-in page's background, full width on a phone.
import type { ReactNode } from 'react';

export function PublicFrame({
  title,
  maxWidth = 480,
  children,
  footer,
}: {
  title: string;
  maxWidth?: number;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        padding: '32px 12px',
        background: 'linear-gradient(180deg, #e8f3ff 0%, #f7f8fa 60%)',
        boxSizing: 'border-box',
      }}
    >
      <section
        aria-labelledby="public-frame-title"
        style={{
          width: '100%',
          maxWidth,
          background: '#fff',
          borderRadius: 8,
          padding: '28px 20px',
          boxShadow: '0 4px 24px rgba(29, 33, 41, 0.08)',
          boxSizing: 'border-box',
        }}
      >
        <h1 id="public-frame-title" style={{ margin: '0 0 24px', fontSize: 22, color: '#1d2129' }}>
          {title}
        </h1>
        {children}
        {footer && (
          <div
            style={{
              marginTop: 16,
              display: 'flex',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 8,
            }}
          >
            {footer}
          </div>
        )}
      </section>
    </main>
  );
}
