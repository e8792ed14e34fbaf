// A step sequence as phones show it: "第 n 步，共 m 步：<title>" over a segmented bar. Arco's
// horizontal Steps squeeze each title to a character or two at 375 px; this names the current
// step in full. Wide screens keep Arco's Steps.
import type { ReactNode } from 'react';
import { ProgressBar } from '../feedback/progress-bar';

export interface CompactStepsProps {
  /** Names the navigation landmark, e.g. 申请进度. */
  label: string;
  titles: readonly string[];
  /** 0-based index of the current step. */
  current: number;
  /** Shown under the bar (e.g. links back to finished steps). */
  children?: ReactNode;
}

export function CompactSteps({ label, titles, current, children }: CompactStepsProps) {
  return (
    <nav aria-label={label} style={{ marginBottom: 16 }}>
      <p style={{ margin: '0 0 6px', color: '#4e5969' }}>
        第 {current + 1} 步，共 {titles.length} 步：
        <strong style={{ color: '#1d2129' }}>{titles[current]}</strong>
      </p>
      <ProgressBar
        steps={titles.length}
        percent={((current + 1) / titles.length) * 100}
        strokeWidth={6}
      />
      {children}
    </nav>
  );
}
