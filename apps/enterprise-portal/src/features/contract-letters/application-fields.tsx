// Pieces both application forms (/applyhonour, /worker/declare → /applyworker) share: the contact
// fields with their defaults from the session, the validity fields, the attachment control, the
// page without its project (or draft), and the notice of an order no longer editable (whether it is
// says the type's table, order-family `allows(type, 'edit', status)`: 修改申请 from 待签约 or 待审核).
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { OrderDetail, UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import {
  Alert,
  DayPicker,
  ResultPage,
  schemaRule,
  useIsMobile,
  type SafeParser,
  Form,
  type FormInstance,
} from '@bht/ui';
import type { ReactNode } from 'react';
import { checkLetterValidity, chinaToday, isMobile } from '@bht/validators';
import { useNavigate } from 'react-router-dom';
import { uploadFor } from '../../app/upload';
import { FormFileUpload } from '../firm/form-file-upload';
import { ApplyFrame } from '../letters/apply-frame';
import { CONTRACT_LETTER_STEPS, type ContractLetterPaths } from './contract-letter-paths';

/** A form page: the type's step header at 填写申请, in the portal's card. */
export function ApplicationFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ApplyFrame
      steps={CONTRACT_LETTER_STEPS}
      step={0}
      title={title}
      layout={useIsMobile() ? 'mobile' : 'desktop'}
    >
      {children}
    </ApplyFrame>
  );
}

/** Two form columns side by side, one on a phone. */
export const formColumns = (mobile: boolean) =>
  ({ display: 'grid', gridTemplateColumns: mobile ? '1fr' : '1fr 1fr', columnGap: 16 }) as const;

/** An Arco rule from a @bht/validators check (field → message): the message for `field`, if any; empty values pass. */
export const checkRule = (check: (value: string) => Record<string, string>, field: string) => ({
  validator: (value: unknown, callback: (error?: string) => void) =>
    callback(typeof value === 'string' && value.trim() ? check(value.trim())[field] : undefined),
});

/** 生效日期 and 截止日期 (valid_from, valid_to) with the validity rule against today and the completion date. */
export function ValidityFields({
  form,
  completionDate,
  mobile,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form holding the two fields
  form: FormInstance<any, any, any>;
  completionDate: string | null;
  mobile: boolean;
}) {
  const rule = (field: 'valid_from' | 'valid_to') =>
    checkRule(
      () =>
        checkLetterValidity(
          String(form.getFieldValue('valid_from') ?? ''),
          String(form.getFieldValue('valid_to') ?? ''),
          { today: chinaToday(), completionDate },
        ),
      field,
    );
  return (
    <div style={formColumns(mobile)}>
      <Form.Item
        label="生效日期"
        field="valid_from"
        rules={[{ required: true, message: '请选择保函生效日期' }, rule('valid_from')]}
      >
        <DayPicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="截止日期"
        field="valid_to"
        extra={completionDate ? `项目竣工日期 ${completionDate}，保函须至少覆盖至竣工` : undefined}
        rules={[{ required: true, message: '请选择保函截止日期' }, rule('valid_to')]}
      >
        <DayPicker style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}

/** Contact name and mobile of the application; `rules` are the contract's field schemas. */
export function ContactFields({
  mobile,
  rules,
}: {
  mobile: boolean;
  rules: { contact_name: SafeParser; contact_mobile: SafeParser };
}) {
  return (
    <div style={formColumns(mobile)}>
      <Form.Item
        label="联系人"
        field="contact_name"
        rules={[{ required: true, message: '请输入联系人' }, schemaRule(rules.contact_name)]}
      >
        <Input placeholder="经办人姓名" maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="联系手机"
        field="contact_mobile"
        rules={[{ required: true, message: '请输入联系手机' }, schemaRule(rules.contact_mobile)]}
      >
        <Input placeholder="11 位手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
    </div>
  );
}

/** The logged-in account's name and (an enterprise account logs in by mobile) its mobile. */
export function useContactDefaults(): { contact_name: string; contact_mobile: string } {
  const user = useSession<UserInfo>().userInfo;
  const account = user?.enterprise_account.account ?? '';
  return { contact_name: user?.name ?? '', contact_mobile: isMobile(account) ? account : '' };
}

const uploadAttachment = uploadFor('other');

/** One attachment (施工合同, 中标通知书): PDF or image, 10 MB at most, as a form control. */
export function AttachmentUpload(props: {
  label: string;
  value?: { url: string; name: string }[];
  onChange?: (items: { url: string; name: string }[]) => void;
}) {
  return (
    <FormFileUpload
      {...props}
      upload={uploadAttachment}
      accept={['pdf', 'jpg', 'jpeg', 'png']}
      maxSizeMb={10}
    />
  );
}

export function NotEditableNotice({
  order,
  paths,
}: {
  order: OrderDetail;
  paths: ContractLetterPaths;
}) {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      content={`该申请当前为「${order.status_text}」，担保机构审核后不能再修改。`}
      action={
        <Button size="small" onClick={() => void navigate(paths.myLetters(order.sn))}>
          查看订单
        </Button>
      }
    />
  );
}

/** A page without what it starts from (a truncated link, a draft gone): say so and lead to the projects. */
export function StartOver({
  paths,
  title = '未指定项目',
  description = '链接不完整，请从项目列表选择项目后申请。',
}: {
  paths: Pick<ContractLetterPaths, 'projects'>;
  title?: string;
  description?: string;
}) {
  const navigate = useNavigate();
  return (
    <ResultPage
      status="warning"
      title={title}
      description={description}
      actions={
        <Button type="primary" onClick={() => void navigate(paths.projects)}>
          前往项目列表
        </Button>
      }
    />
  );
}
