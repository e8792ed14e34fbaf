// The dialog of 申请退保 (apply-surrender-button.tsx), loaded when it first opens: it asks for the ground (the grounds open now), a 2–200
// character explanation and, for a ground that needs it, the proof (the cancellation or failure
// notice); a confirmation follows, then surrenderApply. The server's field errors land on the
// fields; on success the section shows the new request (待处理).
import { Button, Input, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { surrenderApply, type ResponseOf, type surrenderGetOptions } from '@bht/api-client';
import {
  schemaRule,
  showSuccess,
  uploadedRule,
  useServerForm,
  type UploadedItem,
  Form,
} from '@bht/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { confirmSubmit } from '../../app/confirm-submit';
import { uploadFor } from '../../app/upload';
import { firstUrl, FormFileUpload } from '../firm/form-file-upload';
import { useRefreshSurrenders } from './surrender-queries';

type Ground = ResponseOf<typeof surrenderGetOptions>['grounds'][number];

interface SurrenderValues {
  ground: Ground['value'];
  reason: string;
  proof_file?: UploadedItem[];
}

const uploadProof = uploadFor('other');

function SurrenderForm({
  sn,
  grounds,
  onDone,
}: {
  sn: string;
  grounds: Ground[];
  onDone: () => void;
}) {
  const refresh = useRefreshSurrenders();
  const [form] = Form.useForm<SurrenderValues>();
  const [ground, setGround] = useState<Ground | undefined>();
  const { submitting, onSubmit } = useServerForm(
    form,
    async ({ ground: value, reason, proof_file }) => {
      await api.call(
        surrenderApply,
        { order_sn: sn, ground: value, reason, proof_file: firstUrl(proof_file) ?? '' },
        { silent: true },
      );
      showSuccess('退保申请已提交，等待担保机构审核');
      onDone();
      await refresh();
    },
    { toast: true },
  );
  const submit = async () => {
    const values = await form.validate();
    confirmSubmit(
      '确认提交退保申请',
      `退保理由：${grounds.find((g) => g.value === values.ground)?.label ?? ''}。担保机构同意后，保函将在其确定的日期履约终止，终止后不可恢复。`,
      () => onSubmit(values),
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={() => undefined}
      onValuesChange={(changed) =>
        changed.ground && setGround(grounds.find((g) => g.value === changed.ground))
      }
    >
      <Form.Item
        label="退保理由"
        field="ground"
        rules={[{ required: true, message: '请选择退保理由' }]}
      >
        <Radio.Group
          direction="vertical"
          options={grounds.map((g) => ({ label: g.label, value: g.value }))}
        />
      </Form.Item>
      <Form.Item
        label="退保说明"
        field="reason"
        rules={[
          { required: true, message: '请填写退保说明（至少 2 个字）' },
          schemaRule(surrenderApply.request.shape.reason),
        ]}
      >
        <Input.TextArea
          placeholder="请说明退保的原因"
          maxLength={200}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      {ground?.needs_proof && (
        <Form.Item
          label="证明材料"
          field="proof_file"
          extra="请上传项目取消或招标失败的通知文件"
          rules={[uploadedRule('请上传证明材料')]}
        >
          <FormFileUpload label="上传证明材料" upload={uploadProof} />
        </Form.Item>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onDone}>取消</Button>
        <Button
          type="primary"
          loading={submitting}
          onClick={() => void submit().catch(() => undefined)}
        >
          提交申请
        </Button>
      </div>
    </Form>
  );
}

export interface SurrenderApplyDialogProps {
  sn: string;
  grounds: Ground[];
  onClose: () => void;
}

export default function SurrenderApplyDialog({ sn, grounds, onClose }: SurrenderApplyDialogProps) {
  return (
    <Modal
      title="申请退保"
      visible
      footer={null}
      onCancel={onClose}
      style={{ width: 'min(560px, calc(100vw - 24px))' }}
    >
      <SurrenderForm sn={sn} grounds={grounds} onDone={onClose} />
    </Modal>
  );
}
