// /formfour 电子印章: the seal image the institution's letters are stamped with; saving it and
// confirming submits the whole authentication for the platform's review (审核中).
import { companyGetAuthDraft, companySubmitAuth, endpointQueryKey } from '@bht/api-client';
import { toUploadedItems, type UploadedItem, useServerForm, showSuccess, Form } from '@bht/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { FormFileUpload } from '../../app/form-file-upload';
import { uploadFor } from '../../app/upload';
import { askConfirm } from '../company-orders/ask-confirm';
import { RESULT_PATH, STEP_PATHS, useSaveStep, type CompanyAuthInfo } from './auth-draft';
import { AuthWizard } from './auth-wizard';
import { StepButtons } from './step-buttons';

interface Values {
  seal_image: UploadedItem[];
}

function SealForm({ info }: { info: CompanyAuthInfo }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const save = useSaveStep();
  const queryClient = useQueryClient();
  const { submitting, onSubmit } = useServerForm(
    form,
    async (values: Values) => {
      await save({ step: 'seal', seal_image: values.seal_image[0]?.url ?? '' });
      const confirmed = await askConfirm({
        title: '提交机构认证',
        content: '提交后由平台运营审核，审核期间不能修改认证资料。确认提交？',
        okText: '确认提交',
      });
      if (!confirmed) return;
      const submitted = await api.call(companySubmitAuth, {}, { silent: true });
      queryClient.setQueryData(endpointQueryKey(companyGetAuthDraft, {}), submitted);
      showSuccess('机构认证已提交，请等待平台审核');
      navigate(RESULT_PATH);
    },
    { toast: true },
  );
  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void onSubmit(values)}
      style={{ maxWidth: 600 }}
      initialValues={{ seal_image: toUploadedItems([info.seal?.seal_image ?? '']) }}
    >
      <Form.Item
        label="电子印章"
        field="seal_image"
        rules={[{ required: true, message: '请上传电子印章图片' }]}
        extra="请上传清晰的机构公章图片（PNG 透明背景最佳），用于保函签章"
      >
        <FormFileUpload
          label="上传印章"
          accept={['png', 'jpg', 'jpeg']}
          maxSizeMb={5}
          maxCount={1}
          upload={uploadFor('seal')}
        />
      </Form.Item>
      <StepButtons
        back={STEP_PATHS.qualifications}
        saving={submitting}
        submitText="保存并提交认证"
      />
    </Form>
  );
}

export default function SealPage({ title }: { title: string }) {
  return (
    <AuthWizard title={title} current={3}>
      {(info) => <SealForm info={info} />}
    </AuthWizard>
  );
}
