// A progress bar drawn with Arco's Progress classes: a line with its percentage (an upload), or
// `steps` segments (a wizard's place on a phone). Arco's Progress brings its Tooltip and Trigger
// (10 kB of gzip JS) to every form with an upload (docs/benchmarks.md).
import '@arco-design/web-react/es/Progress/style/index.css';

export interface ProgressBarProps {
  /** 0–100. */
  percent: number;
  /** Segments instead of a line; the ones up to `percent` are filled. */
  steps?: number;
  size?: 'small' | 'default';
  /** The bar's thickness, px (3 for a small line, 4 otherwise, as Arco's). */
  strokeWidth?: number;
  'aria-label'?: string;
}

export function ProgressBar({
  percent,
  steps,
  size = 'default',
  strokeWidth,
  'aria-label': label,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  const value = Math.round(clamped);
  const bar = {
    role: 'progressbar',
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': value,
    'aria-label': label,
  } as const;
  if (steps) {
    const filled = Math.floor((steps * clamped) / 100 + 1e-9);
    return (
      <div className={`arco-progress arco-progress-steps arco-progress-${size}`}>
        <div className="arco-progress-steps-wrapper">
          <div className="arco-progress-steps-outer" {...bar} style={{ height: strokeWidth ?? 4 }}>
            {Array.from({ length: steps }, (_, i) => (
              <div
                key={i}
                className={
                  i < filled
                    ? 'arco-progress-steps-item arco-progress-steps-item-active'
                    : 'arco-progress-steps-item'
                }
              />
            ))}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className={`arco-progress arco-progress-line arco-progress-${size}`}>
      <div className="arco-progress-line-wrapper">
        <div
          className="arco-progress-line-outer"
          {...bar}
          style={{ height: strokeWidth ?? (size === 'small' ? 3 : 4) }}
        >
          <div className="arco-progress-line-inner" style={{ width: `${value}%` }} />
        </div>
        <div className="arco-progress-line-text">{value}%</div>
      </div>
    </div>
  );
}
