// One application as the desk sees it: its state and the actions the server lists (编辑, 提交,
// 撤回修改, 出函, 撤销, 删除; each irreversible one after a confirmation), the court and case, the
// amounts, the parties, the application papers (signed links) and who recorded it when.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { PARTY_ROLE_TEXT, PARTY_TYPE_TEXT, type PreservationAction } from '@bht/api-client';
import {
  AttachmentList,
  DateTime,
  DetailSection,
  Money,
  QueryState,
  ResponsiveTable,
  showError,
  StatusStamp,
  StatusTag,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../app/api';
import { ActionBar, type ActionButton } from '../company-orders/action-bar';
import { askConfirm, type Confirmation } from '../company-orders/ask-confirm';
import {
  actionText,
  applyDetailQuery,
  applyRuns,
  useApplyAction,
  type Apply,
} from './preservation-queries';

/** What each move's confirmation says (submit and withdraw need none: both can be undone). */
const CONFIRM: Partial<Record<PreservationAction | 'delete', Confirmation>> = {
  issue: {
    title: '确认已向法院出具担保函？',
    content: '登记出函后申请不可再修改或撤销。',
    okText: '确认出函',
  },
  cancel: {
    title: '确认撤销该保全申请？',
    content: '撤销后不可恢复，只能删除或重新新增。',
    okText: '确认撤销',
    danger: true,
  },
  delete: {
    title: '确认删除该保全申请？',
    content: '删除后列表中不再显示，且不可恢复。',
    okText: '确认删除',
    danger: true,
  },
};

/** A party with its position, which keys its row (two parties may share a name). */
type Party = Apply['parties'][number] & { index: number };

function ApplyActions({
  apply,
  onEdit,
  onDeleted,
}: {
  apply: Apply;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { perform, submit, running } = useApplyAction(apply.id);
  const confirmed = async (key: PreservationAction | 'delete') => {
    const confirmation = CONFIRM[key];
    return !confirmation || (await askConfirm(confirmation));
  };
  const move = (action: PreservationAction) => async () => {
    if (await confirmed(action)) await perform(applyRuns.move(apply.id, action));
  };
  const remove = async () => {
    if (!(await confirmed('delete'))) return;
    // Closes the detail once deleted; a refusal stays on it with the server's reason.
    await submit(applyRuns.remove(apply.id)).then(onDeleted, (error: Error) =>
      showError(error.message),
    );
  };
  const buttons: ActionButton[] = [
    { action: 'edit', label: '编辑', type: 'primary', onClick: onEdit },
    {
      action: 'submit',
      label: actionText('submit'),
      type: 'primary',
      onClick: () => void move('submit')(),
      disabledReason: apply.attachments.length === 0 ? '请先编辑并上传申请材料' : undefined,
    },
    {
      action: 'issue',
      label: actionText('issue'),
      type: 'primary',
      onClick: () => void move('issue')(),
    },
    { action: 'withdraw', label: actionText('withdraw'), onClick: () => void move('withdraw')() },
    {
      action: 'cancel',
      label: actionText('cancel'),
      status: 'warning',
      onClick: () => void move('cancel')(),
    },
    { action: 'delete', label: '删除', status: 'danger', onClick: () => void remove() },
  ];
  return <ActionBar buttons={buttons} actions={apply.actions} running={running} />;
}

export function ApplyDetail({
  id,
  onEdit,
  onDeleted,
}: {
  id: number;
  onEdit: (apply: Apply) => void;
  onDeleted: () => void;
}) {
  const detail = useQuery(applyDetailQuery(id));
  const apply = detail.data;
  return (
    <QueryState query={detail}>
      {apply && (
        <section aria-label="保全申请详情">
          <Card bordered={false} style={{ marginBottom: 16 }}>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 12,
                flexWrap: 'wrap',
              }}
            >
              <div style={{ minWidth: 0 }}>
                <div style={{ fontWeight: 600, marginBottom: 12, overflowWrap: 'anywhere' }}>
                  {apply.sn} · {apply.court_name}
                </div>
                <ApplyActions apply={apply} onEdit={() => onEdit(apply)} onDeleted={onDeleted} />
              </div>
              <StatusStamp label={apply.status_text} size={72} />
            </div>
          </Card>
          <DetailSection
            title="案件信息"
            items={[
              { label: '申请编号', value: apply.sn },
              { label: '状态', value: <StatusTag label={apply.status_text} /> },
              { label: '受理法院', value: `${apply.court_name}（${apply.area_name}）` },
              { label: '案号', value: apply.case_no || '尚无（诉前保全）' },
              { label: '案件类别', value: apply.case_category_name },
              { label: '保全类别', value: apply.preserve_category_name },
              { label: '申请保全金额', value: <Money value={apply.preserve_amount} /> },
              { label: '担保金额', value: <Money value={apply.guarantee_amount} /> },
              { label: '保费', value: apply.premium ? <Money value={apply.premium} /> : '未约定' },
              {
                label: '申请材料',
                value: (
                  <AttachmentList
                    files={apply.attachments}
                    imageHost={runtimeConfig.imageHost}
                    label="申请材料"
                    empty="未上传"
                  />
                ),
              },
              { label: '备注', value: apply.remark || '-' },
              { label: '录入人', value: apply.creator_name },
              { label: '录入时间', value: <DateTime value={apply.create_time} /> },
              {
                label: '提交时间',
                value: apply.submit_time ? <DateTime value={apply.submit_time} /> : '-',
              },
              {
                label: '出函时间',
                value: apply.issue_time ? <DateTime value={apply.issue_time} /> : '-',
              },
            ]}
          />
          <Card
            title="当事人"
            bordered={false}
            style={{ marginTop: 16 }}
            role="region"
            aria-label="当事人"
          >
            <ResponsiveTable<Party>
              aria-label="当事人"
              rowKey="index"
              pagination={false}
              scroll={{ x: true }}
              data={apply.parties.map((party, index) => ({ ...party, index }))}
              columns={[
                {
                  title: '身份',
                  dataIndex: 'role',
                  render: (_: unknown, p) => PARTY_ROLE_TEXT[p.role],
                },
                {
                  title: '类型',
                  dataIndex: 'type',
                  render: (_: unknown, p) => PARTY_TYPE_TEXT[p.type],
                },
                { title: '名称 / 姓名', dataIndex: 'name' },
                {
                  title: '证件号码',
                  dataIndex: 'id_no',
                  render: (value: string) => value || '不详',
                },
              ]}
            />
          </Card>
        </section>
      )}
    </QueryState>
  );
}
