// My performance (履约保函) or wage (农民工工资保函) letters (/honour/honour, /worker/worker), inside
// the type's ContractLetterScope: the list by status, one letter's detail in a drawer over it (?sn=).
// The detail's code (its pay section, surrender and invoice dialogs) loads when a drawer first
// opens, not with the list.
import { Drawer, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useIsMobile } from '@bht/ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import OrderListPage from '../orders/order-list-page';

const OrderDetailBody = lazy(() =>
  import('../orders/order-detail-page').then((m) => ({ default: m.OrderDetailBody })),
);

/** My letters of the type; `?sn=` opens one's detail in a drawer over the list (full width on phones). */
export default function LettersPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const mobile = useIsMobile();
  const sn = params.get('sn')?.trim() ?? '';
  const openDetail = (next: string | null) => {
    const search = new URLSearchParams(params);
    if (next) search.set('sn', next);
    else search.delete('sn');
    setParams(search);
  };
  return (
    <>
      <OrderListPage title={title} onDetail={openDetail} />
      <Drawer
        title="保函详情"
        visible={sn !== ''}
        width={mobile ? '100%' : 'min(880px, 90vw)'}
        footer={null}
        onCancel={() => openDetail(null)}
        unmountOnExit
        bodyStyle={{ background: '#f2f3f5', padding: mobile ? 8 : 16 }}
      >
        {sn && (
          <section aria-label="保函详情">
            <Suspense fallback={<Spin block tip="正在加载保函详情…" />}>
              <OrderDetailBody sn={sn} inPanel />
            </Suspense>
          </section>
        )}
      </Drawer>
    </>
  );
}
