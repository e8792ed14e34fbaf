// /company/edit 编辑机构信息: name, contact, phone, address, introduction, logo and seal
// (uploaded with scenes logo / seal). Server field errors land on their fields.
import { Button, Card, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  companyEdit,
  companyGetInfo,
  endpointQueryKey,
  endpointQueryOptions,
  type ResponseOf,
} from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import {
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
import { uploadFor, type UploadScene } from '../../app/upload';

type Company = ResponseOf<typeof companyGetInfo>['company'];

interface Values {
  name: string;
  contact: string;
  tel: string;
  address: string;
  intro?: string;
  logo: UploadedItem[];
  seal_image: UploadedItem[];
}

function ImageInput({
  scene,
  label,
  value = [],
  onChange,
}: {
  scene: UploadScene;
  label: string;
  value?: UploadedItem[];
  onChange?: (items: UploadedItem[]) => void;
}) {
  return (
    <FileUpload
      label={label}
      accept={['jpg', 'jpeg', 'png']}
      maxSizeMb={5}
      value={value}
      onChange={(items) => onChange?.(items)}
      upload={uploadFor(scene)}
      imageHost={runtimeConfig.imageHost}
    />
  );
}

function CompanyForm({ company }: { company: Company }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();

  const { submitting: saving, onSubmit: submit } = useServerForm(
    form,
    async (values: Values) => {
      await api.call(
        companyEdit,
        {
          name: values.name,
          contact: values.contact,
          tel: values.tel,
          address: values.address,
          intro: values.intro ?? '',
          logo: values.logo[0]?.url ?? '',
          seal_image: values.seal_image[0]?.url ?? '',
        },
        { silent: true },
      );
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetInfo) });
      session.refresh();
      showSuccess('机构信息已保存');
      navigate('/company/info', { replace: true });
    },
    { toast: true },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void submit(values)}
      style={{ maxWidth: 600 }}
      initialValues={{
        name: company.name,
        contact: company.contact,
        tel: company.tel,
        address: company.address,
        intro: company.intro,
        logo: toUploadedItems([company.logo]),
        seal_image: toUploadedItems([company.seal_image]),
      }}
    >
      <Form.Item
        label="机构名称"
        field="name"
        rules={[
          { required: true, message: '请输入机构名称' },
          { minLength: 2, message: '请输入机构名称' },
          { maxLength: 60, message: '机构名称不能超过 60 个字' },
        ]}
      >
        <Input maxLength={60} placeholder="请输入机构名称" />
      </Form.Item>
      <Form.Item
        label="联系人"
        field="contact"
        rules={[
          { required: true, message: '请输入联系人' },
          { minLength: 2, message: '请输入联系人' },
          { maxLength: 30, message: '联系人不能超过 30 个字' },
        ]}
      >
        <Input maxLength={30} placeholder="请输入联系人" />
      </Form.Item>
      <Form.Item
        label="联系电话"
        field="tel"
        rules={[
          { required: true, message: '请输入联系电话' },
          { match: /^[\d\-, ]{7,40}$/, message: '请输入正确的联系电话，如 025-84561234' },
        ]}
      >
        <Input maxLength={40} placeholder="如 025-84561234" inputMode="tel" />
      </Form.Item>
      <Form.Item
        label="地址"
        field="address"
        rules={[
          { required: true, message: '请输入地址' },
          { minLength: 4, message: '请输入地址' },
          { maxLength: 200, message: '地址不能超过 200 个字' },
        ]}
      >
        <Input maxLength={200} placeholder="请输入机构地址" />
      </Form.Item>
      <Form.Item
        label="机构简介"
        field="intro"
        rules={[{ maxLength: 500, message: '机构简介不能超过 500 字' }]}
      >
        <Input.TextArea
          maxLength={500}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="选填，向企业介绍本机构"
        />
      </Form.Item>
      <Form.Item label="机构 Logo" field="logo">
        <ImageInput scene="logo" label="上传 Logo" />
      </Form.Item>
      <Form.Item
        label="电子印章"
        field="seal_image"
        extra="请上传清晰的印章图片（建议透明背景 PNG）"
      >
        <ImageInput scene="seal" label="上传印章" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button onClick={() => void navigate('/company/info')}>取消</Button>
      </Space>
    </Form>
  );
}

export default function CompanyEditPage({ title }: { title: string }) {
  const info = useQuery(endpointQueryOptions(api, companyGetInfo, {}));
  return (
    <Card title={title} bordered={false}>
      <QueryState query={info}>
        {info.data && <CompanyForm company={info.data.company} />}
      </QueryState>
    </Card>
  );
}
