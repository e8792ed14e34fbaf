// /formthree 资质材料: the financing-guarantee business licence (number and scan) and up to ten
// other qualification files.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { toUploadedItems, type UploadedItem, useServerForm, Form } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { FormFileUpload } from '../../app/form-file-upload';
import { uploadFor } from '../../app/upload';
import { STEP_PATHS, identityPath, useSaveStep, type CompanyAuthInfo } from './auth-draft';
import { AuthWizard } from './auth-wizard';
import { StepButtons } from './step-buttons';

interface Values {
  licence_no: string;
  licence: UploadedItem[];
  other_files: UploadedItem[];
}

function QualificationsForm({ info }: { info: CompanyAuthInfo }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const save = useSaveStep();
  const { submitting, onSubmit } = useServerForm(form, async (values: Values) => {
    await save({
      step: 'qualifications',
      licence_no: values.licence_no,
      licence: values.licence[0]?.url ?? '',
      other_files: values.other_files.map((f) => f.url).join(','),
    });
    navigate(STEP_PATHS.seal);
  });
  const saved = info.qualifications;
  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void onSubmit(values)}
      style={{ maxWidth: 600 }}
      initialValues={{
        licence_no: saved?.licence_no ?? '',
        licence: toUploadedItems([saved?.licence ?? '']),
        other_files: toUploadedItems(saved?.other_files ?? []),
      }}
    >
      <Form.Item
        label="经营许可证编号"
        field="licence_no"
        rules={[
          { required: true, message: '请输入经营许可证编号' },
          { minLength: 4, message: '请输入经营许可证编号' },
        ]}
      >
        <Input maxLength={40} placeholder="融资担保业务经营许可证编号" />
      </Form.Item>
      <Form.Item
        label="融资担保业务经营许可证"
        field="licence"
        rules={[{ required: true, message: '请上传融资担保业务经营许可证' }]}
      >
        <FormFileUpload
          label="上传许可证"
          accept={['jpg', 'jpeg', 'png', 'pdf']}
          maxSizeMb={10}
          maxCount={1}
          upload={uploadFor('certificate')}
        />
      </Form.Item>
      <Form.Item
        label="其他资质文件"
        field="other_files"
        extra="选填，最多 10 个，如保险业务许可证、评级报告"
      >
        <FormFileUpload
          label="上传文件"
          accept={['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx']}
          maxSizeMb={10}
          maxCount={10}
          upload={uploadFor('certificate')}
        />
      </Form.Item>
      <StepButtons back={identityPath(info.identity?.role)} saving={submitting} />
    </Form>
  );
}

export default function QualificationsPage({ title }: { title: string }) {
  return (
    <AuthWizard title={title} current={2}>
      {(info) => <QualificationsForm info={info} />}
    </AuthWizard>
  );
}
