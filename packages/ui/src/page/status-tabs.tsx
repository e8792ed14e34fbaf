// A list's status tabs drawn with Arco's line-tab classes: one tab per status with its count, the
// active one underlined by Arco's ink bar, ← / → moving between them. The tabs scroll sideways when
// they do not fit (a phone). Arco's Tabs brought its Dropdown and Trigger (23 kB of gzip JS) to
// every list page for the overflow menu of the tab bar (docs/benchmarks.md).
import '@arco-design/web-react/es/Tabs/style/index.css';
import type { KeyboardEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { classNames } from '../layout/class-names';

export interface StatusTab {
  key: string;
  title: string;
  count?: number;
}

export interface StatusTabsProps {
  tabs: readonly StatusTab[];
  activeTab?: string;
  onChange?: (key: string) => void;
  'aria-label'?: string;
}

const titleOf = (tab: StatusTab) =>
  tab.count === undefined ? tab.title : `${tab.title}（${tab.count}）`;

/** The ink bar under the active tab, measured after each render that can move it. */
function useInk(activeIndex: number, titles: string) {
  const header = useRef<HTMLDivElement>(null);
  const [ink, setInk] = useState<{ left: number; width: number }>();
  useLayoutEffect(() => {
    const measure = () => {
      const title = header.current?.children[activeIndex] as HTMLElement | undefined;
      setInk(title ? { left: title.offsetLeft, width: title.offsetWidth } : undefined);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [activeIndex, titles]);
  return { header, ink };
}

export function StatusTabs({ tabs, activeTab, onChange, 'aria-label': label }: StatusTabsProps) {
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === activeTab),
  );
  const { header, ink } = useInk(activeIndex, tabs.map(titleOf).join('|'));
  const select = (index: number) => {
    const tab = tabs[index];
    if (tab && index !== activeIndex) onChange?.(tab.key);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (activeIndex + step + tabs.length) % tabs.length;
    select(next);
    (header.current?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="arco-tabs arco-tabs-horizontal arco-tabs-line arco-tabs-top arco-tabs-size-default">
      <div className="arco-tabs-header-nav arco-tabs-header-nav-horizontal arco-tabs-header-nav-top arco-tabs-header-size-default arco-tabs-header-nav-line">
        <div className="arco-tabs-header-scroll">
          <div className="arco-tabs-header-wrapper" style={{ overflowX: 'auto' }}>
            <div className="arco-tabs-header" role="tablist" aria-label={label} ref={header}>
              {tabs.map((tab, index) => {
                const active = index === activeIndex;
                return (
                  <div
                    key={tab.key}
                    className={classNames(
                      'arco-tabs-header-title',
                      active && 'arco-tabs-header-title-active',
                    )}
                    role="tab"
                    aria-selected={active}
                    tabIndex={active ? 0 : -1}
                    onClick={() => select(index)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') select(index);
                      else onKeyDown(event);
                    }}
                  >
                    <span className="arco-tabs-header-title-text">{titleOf(tab)}</span>
                  </div>
                );
              })}
              {ink && (
                <div
                  className="arco-tabs-header-ink"
                  style={{ left: ink.left, width: ink.width }}
                />
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
