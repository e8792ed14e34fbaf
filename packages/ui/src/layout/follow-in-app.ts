import type { MouseEvent } from 'react';

/** A plain click on a link navigates in the app; with a modifier key the browser opens a new tab as usual. */
export function followInApp(event: MouseEvent<HTMLAnchorElement>, navigate: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  navigate();
}
