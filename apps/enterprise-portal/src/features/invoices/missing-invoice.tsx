// An invoice URL without its id (e.g. a truncated link).
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { ResultPage } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { invoicePaths } from './invoice-paths';

export function MissingInvoice() {
  const navigate = useNavigate();
  return (
    <ResultPage
      status="warning"
      title="未指定发票"
      description="链接不完整，请从开票记录中打开。"
      actions={
        <Button type="primary" onClick={() => void navigate(invoicePaths.list)}>
          返回开票记录
        </Button>
      }
    />
  );
}
