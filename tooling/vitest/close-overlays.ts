// Arco's confirmations (Modal.confirm) and toasts render outside the test's React tree, so
// Testing Library's cleanup leaves them: a confirmation still open from one test can be the one the
// next test finds and clicks.
import { Message, Modal } from '@arco-design/web-react';
import { cleanup, screen, waitFor } from '@testing-library/react';

/** Closes the confirmations and toasts on screen and waits until no dialog is left (the test's own tree included). */
export async function closeOverlays(): Promise<void> {
  Modal.destroyAll();
  Message.clear();
  await waitFor(() => {
    if (screen.queryAllByRole('dialog').length > 0) throw new Error('a dialog is still open');
  });
}

/** For afterEach: unmounts the test's tree (its own dialogs go with it), then closes what is left outside it. */
export async function closeOverlaysAfterTest(): Promise<void> {
  cleanup();
  await closeOverlays();
}
