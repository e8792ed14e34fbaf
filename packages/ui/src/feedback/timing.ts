// Debounce (default 200 ms), the viewport width (resize debounced 300 ms), the phone breakpoint and root-font scaling
// for mobile pages (spec §9: 750 design width, 1920 for wide screens).
import { useEffect, useState } from 'react';
import { DEBOUNCE_WAIT, MOBILE_BREAKPOINT, RESIZE_DEBOUNCE } from './constants';

export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DEBOUNCE_WAIT) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

export function useViewportWidth(): number {
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' ? 1280 : window.innerWidth,
  );
  useEffect(() => {
    const onResize = debounce(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

/** A phone-width viewport (spec §9: below 767 px): tables become card lists, forms stack labels above fields. */
export function useIsMobile(): boolean {
  return useViewportWidth() < MOBILE_BREAKPOINT;
}

/** Root font size so 1rem = 100 design px: width / 750 × 100 on phones, width / 1920 × 100 on wide screens. */
export function rootFontSize(viewportWidth: number): number {
  const designWidth = viewportWidth >= 1200 ? 1920 : 750;
  return Math.round((viewportWidth / designWidth) * 100 * 100) / 100;
}

/** Applies root-font scaling and keeps it on resize; returns the cleanup. */
export function applyRootFontScaling(): () => void {
  const apply = () => {
    document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
  };
  apply();
  const onResize = debounce(apply, RESIZE_DEBOUNCE);
  window.addEventListener('resize', onResize);
  return () => {
    onResize.cancel();
    window.removeEventListener('resize', onResize);
    document.documentElement.style.fontSize = '';
  };
}
