// /upcertifi 上传资质证书 (or, with ?id=, edit one): name, number, issuer, expiry date and the
// scanned files (scene certificate). Server field errors land on their fields.
import { Button, Card, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  endpointQueryKey,
  endpointQueryOptions,
  getCertificateDetail,
  getCertificateList,
  saveCertificate,
} from '@bht/api-client';
import {
  DayPicker,
  FileUpload,
  QueryState,
  showSuccess,
  toUploadedItems,
  type UploadedItem,
  useServerForm,
  Form,
} from '@bht/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, runtimeConfig } from '../../app/api';
import { uploadFor } from '../../app/upload';
import type { Certificate } from './certificate-expiry';
import { useCertificateId } from './certificate-id';

const MAX_FILES = 10;

interface FormValues {
  name: string;
  number: string;
  issuer: string;
  expire_date: string;
  files: UploadedItem[];
}

function FilesInput({
  value = [],
  onChange,
}: {
  value?: UploadedItem[];
  onChange?: (items: UploadedItem[]) => void;
}) {
  return (
    <FileUpload
      label="上传证书扫描件"
      value={value}
      onChange={(items) => onChange?.(items)}
      upload={uploadFor('certificate')}
      maxCount={MAX_FILES}
      imageHost={runtimeConfig.imageHost}
    />
  );
}

function CertificateForm({ certificate }: { certificate: Certificate | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const initialValues: Partial<FormValues> = certificate
    ? {
        name: certificate.name,
        number: certificate.number,
        issuer: certificate.issuer,
        expire_date: certificate.expire_date,
        files: toUploadedItems(certificate.files),
      }
    : { files: [] };

  const { submitting: saving, onSubmit: submit } = useServerForm(
    form,
    async (values: FormValues) => {
      const saved = await api.call(
        saveCertificate,
        {
          ...(certificate ? { id: certificate.id } : {}),
          name: values.name,
          number: values.number,
          issuer: values.issuer,
          expire_date: values.expire_date,
          files: values.files.map((f) => f.url).join(','),
        },
        { silent: true },
      );
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(getCertificateList) });
      queryClient.setQueryData(endpointQueryKey(getCertificateDetail, { id: saved.id }), saved);
      showSuccess(certificate ? '证书已保存' : '证书已上传');
      navigate(`/certdetail?id=${saved.id}`, { replace: true });
    },
    { toast: true },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onSubmit={(values) => void submit(values)}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        label="证书名称"
        field="name"
        rules={[
          { required: true, message: '请输入证书名称' },
          { minLength: 2, message: '请输入证书名称' },
          { maxLength: 60, message: '证书名称过长' },
        ]}
      >
        <Input placeholder="如：建筑业企业资质证书" maxLength={60} />
      </Form.Item>
      <Form.Item
        label="证书编号"
        field="number"
        rules={[
          { required: true, message: '请输入证书编号' },
          { maxLength: 60, message: '证书编号过长' },
        ]}
      >
        <Input placeholder="请输入证书编号" maxLength={60} />
      </Form.Item>
      <Form.Item
        label="发证机关"
        field="issuer"
        rules={[
          { required: true, message: '请输入发证机关' },
          { minLength: 2, message: '请输入发证机关' },
          { maxLength: 60, message: '发证机关过长' },
        ]}
      >
        <Input placeholder="请输入发证机关" maxLength={60} />
      </Form.Item>
      <Form.Item
        label="有效期至"
        field="expire_date"
        rules={[{ required: true, message: '请选择有效期' }]}
      >
        <DayPicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="证书扫描件"
        field="files"
        rules={[{ required: true, type: 'array', minLength: 1, message: '请上传证书扫描件' }]}
      >
        <FilesInput />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button onClick={() => void navigate(-1)}>取消</Button>
      </Space>
    </Form>
  );
}

function EditCertificate({ id }: { id: number }) {
  const detail = useQuery(endpointQueryOptions(api, getCertificateDetail, { id }));
  return (
    <QueryState
      loading={detail.isPending}
      error={detail.error}
      onRetry={() => void detail.refetch()}
    >
      {detail.data && <CertificateForm certificate={detail.data} />}
    </QueryState>
  );
}

export default function CertificateFormPage({ title }: { title: string }) {
  const id = useCertificateId();
  return (
    <Card title={id === null ? title : '编辑资质证书'} bordered={false}>
      {id === null ? <CertificateForm certificate={null} /> : <EditCertificate id={id} />}
    </Card>
  );
}
