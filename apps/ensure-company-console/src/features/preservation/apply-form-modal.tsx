// 新增 / 编辑诉讼保全申请 in a modal: the court (its area first, then the area's courts), the case
// and preservation categories (a specific one under its heading), the case number (empty before a
// suit), the amounts, the parties, the application papers (uploads private to the company) and a
// remark; saved as a draft or submitted at once. The contract's rules check the fields before
// sending; the server's field errors (a party's ID number among them) land on their fields.
import { Grid, Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { ApiError, MAX_PRESERVATION_ATTACHMENTS, applyFieldsSchema } from '@bht/api-client';
import { schemaRule, useIsMobile, useServerForm, type UploadedItem, Form } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormFileUpload } from '../../app/form-file-upload';
import { FormModal } from '../../app/form-modal';
import { uploadFor } from '../../app/upload';
import { emptyParty, PartiesEditor, type PartyValue } from './parties-editor';
import {
  areaListQuery,
  caseCategoryQuery,
  courtListQuery,
  preserveCategoryQuery,
  type Apply,
  type ApplyFields,
  type Category,
} from './preservation-queries';

interface ApplyFormValues {
  area_id?: number;
  court_id?: number;
  case_category_id?: number;
  preserve_category_id?: number;
  case_no?: string;
  preserve_amount?: string;
  guarantee_amount?: string;
  premium?: string;
  parties?: PartyValue[];
  attachments?: UploadedItem[];
  remark?: string;
  submit: 0 | 1;
}

const rules = applyFieldsSchema.shape;
const uploadAttachment = uploadFor('other');

function initialValues(apply: Apply | null): ApplyFormValues {
  if (!apply)
    return {
      parties: [emptyParty('applicant'), emptyParty('respondent')],
      attachments: [],
      submit: 0,
    };
  return {
    area_id: apply.area_id,
    court_id: apply.court_id,
    case_category_id: apply.case_category_id,
    preserve_category_id: apply.preserve_category_id,
    case_no: apply.case_no,
    preserve_amount: apply.preserve_amount,
    guarantee_amount: apply.guarantee_amount,
    premium: apply.premium ?? '',
    parties: apply.parties.map(({ role, type, name, id_no }) => ({ role, type, name, id_no })),
    attachments: apply.attachments,
    remark: apply.remark,
    submit: 0,
  };
}

/** The server names a party's field `parties.1.id_no`; the form calls it `parties[1].id_no`. */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([key, text]) => [
      key.replace(/^parties\.(\d+)\./, 'parties[$1].'),
      text,
    ]),
  );
  return Object.assign(new Error(error.message), { fields });
}

/** A category tree as option groups: each heading with its specific categories. */
function CategorySelect({
  categories,
  label,
  ...rest
}: {
  categories: Category[];
  label: string;
  value?: number;
  onChange?: (v: number) => void;
}) {
  const headings = categories.filter((c) => c.parent_id === 0);
  return (
    <Select
      aria-label={label}
      placeholder={`请选择${label}`}
      showSearch
      filterOption={(input, option) =>
        String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)
      }
      {...rest}
    >
      {headings.map((heading) => (
        <Select.OptGroup key={heading.id} label={heading.name}>
          {categories
            .filter((c) => c.parent_id === heading.id)
            .map((c) => (
              <Select.Option key={c.id} value={c.id}>
                {c.name}
              </Select.Option>
            ))}
        </Select.OptGroup>
      ))}
    </Select>
  );
}

export interface ApplyFormModalProps {
  visible: boolean;
  /** The draft being edited; null for a new application. */
  apply: Apply | null;
  onCancel: () => void;
  /** Resolves when saved; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: ApplyFields) => Promise<void>;
}

export default function ApplyFormModal({
  visible,
  apply,
  onCancel,
  onSubmit,
}: ApplyFormModalProps) {
  const [form] = Form.useForm<ApplyFormValues>();
  const mobile = useIsMobile();
  const areaId = Form.useWatch('area_id', form) as number | undefined;
  const areas = useQuery({ ...areaListQuery(), enabled: visible });
  const courts = useQuery({ ...courtListQuery(areaId), enabled: visible && areaId !== undefined });
  const caseCategories = useQuery({ ...caseCategoryQuery(), enabled: visible });
  const preserveCategories = useQuery({ ...preserveCategoryQuery(), enabled: visible });
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, async ({ area_id: _area, attachments, parties, ...values }) => {
    try {
      await onSubmit({
        court_id: values.court_id!,
        case_category_id: values.case_category_id!,
        preserve_category_id: values.preserve_category_id!,
        case_no: values.case_no?.trim() ?? '',
        preserve_amount: values.preserve_amount?.trim() ?? '',
        guarantee_amount: values.guarantee_amount?.trim() ?? '',
        premium: values.premium?.trim() ?? '',
        parties: JSON.stringify(
          (parties ?? []).map((p) => ({
            ...p,
            name: p.name.trim(),
            id_no: (p.id_no ?? '').trim(),
          })),
        ),
        attachments: (attachments ?? []).map((a) => a.url).join(','),
        remark: values.remark?.trim() ?? '',
        submit: values.submit,
      });
    } catch (error) {
      throw onFormFields(error);
    }
  });
  useEffect(() => {
    if (visible) {
      form.resetFields();
      form.setFieldsValue(initialValues(apply));
    }
  }, [visible, apply, form]);
  const submit = async () => save(await form.validate());
  const half = mobile ? 24 : 12;

  return (
    <FormModal
      title={apply ? `编辑保全申请 ${apply.sn}` : '新增诉讼保全申请'}
      okText="保存"
      visible={visible}
      width={860}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      error={message}
    >
      <Form form={form} layout="vertical" aria-label={apply ? '编辑保全申请' : '新增保全申请'}>
        <Grid.Row gutter={16}>
          <Grid.Col span={half}>
            <Form.Item
              label="法院所在地区"
              field="area_id"
              rules={[{ required: true, message: '请选择地区' }]}
            >
              <Select
                aria-label="法院所在地区"
                placeholder="请选择地区"
                loading={areas.isLoading}
                options={(areas.data ?? []).map((a) => ({ label: a.name, value: a.id }))}
                onChange={() => form.setFieldValue('court_id', undefined)}
              />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={half}>
            <Form.Item
              label="受理法院"
              field="court_id"
              rules={[{ required: true, message: '请选择法院' }]}
            >
              <Select
                aria-label="受理法院"
                placeholder={areaId ? '请选择法院' : '请先选择地区'}
                disabled={!areaId}
                showSearch
                loading={courts.isFetching}
                options={(courts.data ?? []).map((c) => ({ label: c.name, value: c.id }))}
                filterOption={(input, option) =>
                  String(
                    (option as { props?: { children?: unknown } }).props?.children ?? '',
                  ).includes(input)
                }
              />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={half}>
            <Form.Item
              label="案件类别"
              field="case_category_id"
              rules={[{ required: true, message: '请选择案件类别' }]}
            >
              <CategorySelect label="案件类别" categories={caseCategories.data ?? []} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={half}>
            <Form.Item
              label="保全类别"
              field="preserve_category_id"
              rules={[{ required: true, message: '请选择保全类别' }]}
            >
              <CategorySelect label="保全类别" categories={preserveCategories.data ?? []} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={half}>
            <Form.Item
              label="案号"
              field="case_no"
              extra="诉前保全尚无案号时可不填"
              rules={[schemaRule(rules.case_no)]}
            >
              <Input placeholder="如（2026）苏0102民初1234号" maxLength={40} />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={half}>
            <Form.Item
              label="申请保全金额（元）"
              field="preserve_amount"
              rules={[
                { required: true, message: '请填写申请保全金额' },
                schemaRule(rules.preserve_amount),
              ]}
            >
              <Input placeholder="最多两位小数" />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={half}>
            <Form.Item
              label="担保金额（元）"
              field="guarantee_amount"
              rules={[
                { required: true, message: '请填写担保金额' },
                schemaRule(rules.guarantee_amount),
                {
                  validator: (value: string | undefined, callback: (e?: string) => void) =>
                    callback(
                      value &&
                        Number(value) > Number(form.getFieldValue('preserve_amount') || Infinity)
                        ? '担保金额不能超过申请保全金额'
                        : undefined,
                    ),
                },
              ]}
            >
              <Input placeholder="不超过申请保全金额" />
            </Form.Item>
          </Grid.Col>
          <Grid.Col span={half}>
            <Form.Item
              label="保费（元）"
              field="premium"
              extra="尚未约定时可不填"
              rules={[schemaRule(rules.premium)]}
            >
              <Input placeholder="最多两位小数" />
            </Form.Item>
          </Grid.Col>
        </Grid.Row>
        <Form.Item label="当事人" extra="至少一名申请人和一名被申请人">
          <PartiesEditor />
        </Form.Item>
        <Form.Item
          label="申请材料"
          field="attachments"
          extra={`保全申请书、起诉状、证据清单等，最多 ${MAX_PRESERVATION_ATTACHMENTS} 个；提交前至少上传一个`}
        >
          <FormFileUpload
            label="上传申请材料"
            accept={['jpg', 'jpeg', 'png', 'pdf']}
            maxSizeMb={10}
            maxCount={MAX_PRESERVATION_ATTACHMENTS}
            upload={uploadAttachment}
          />
        </Form.Item>
        <Form.Item label="备注" field="remark" rules={[schemaRule(rules.remark)]}>
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="如保全财产线索、特别约定"
          />
        </Form.Item>
        <Form.Item label="保存方式" field="submit">
          <Radio.Group
            aria-label="保存方式"
            options={[
              { label: '保存为草稿', value: 0 },
              { label: '直接提交', value: 1 },
            ]}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
