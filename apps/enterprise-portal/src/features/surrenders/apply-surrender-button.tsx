// 申请退保 on a letter in force (every letter type's order detail): shown while the server allows
// a request (`blocked` is null) and a ground is open; opens the request dialog
// (surrender-apply-dialog.tsx), whose form loads when it first opens.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { lazyDialog } from '@bht/ui';
import { useState } from 'react';
import { useSurrenderOptions } from './surrender-queries';

const { Dialog: SurrenderApplyDialog, preload } = lazyDialog(
  () => import('./surrender-apply-dialog'),
);

export function ApplySurrenderButton({ sn }: { sn: string }) {
  const options = useSurrenderOptions(sn);
  const [open, setOpen] = useState(false);
  const grounds = options.data?.grounds ?? [];
  if (options.data?.blocked !== null || grounds.length === 0) return null;
  return (
    <>
      <Button
        type="outline"
        status="warning"
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        aria-label={`申请退保 ${sn}`}
      >
        申请退保
      </Button>
      {open && <SurrenderApplyDialog sn={sn} grounds={grounds} onClose={() => setOpen(false)} />}
    </>
  );
}
