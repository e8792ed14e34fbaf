// 同意协议: the checkbox (form-controlled through `checked`) and the two documents it refers to.
import { Button, Checkbox } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { useState } from 'react';
import { RuleDocumentModal, type RuleDocument } from './rule-document-modal';

export function AgreementField({
  checked,
  onChange,
}: {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const [open, setOpen] = useState<RuleDocument | null>(null);
  return (
    <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <Checkbox checked={Boolean(checked)} onChange={(value: boolean) => onChange?.(value)}>
        我已阅读并同意
      </Checkbox>
      <Button type="text" size="small" onClick={() => setOpen('service')}>
        《用户服务协议》
      </Button>
      和
      <Button type="text" size="small" onClick={() => setOpen('secret')}>
        《隐私政策》
      </Button>
      <RuleDocumentModal document={open} onClose={() => setOpen(null)} />
    </div>
  );
}
