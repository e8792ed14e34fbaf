// /config/premium 保费设置 (permission peizhi, docs/settings.md): one tab per letter type with its
// schedule: whether the company offers the type, the base rate (percent) and minimum, and amount
// bands, each charging a fixed premium or its own rate. A live preview prices a typed amount under
// the schedule being edited with the server's own function. Saving (setPremium) changes the next
// quote and application of that type; orders already placed keep their premium.
import { Button, Card, Input, Space, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import {
  companyGetPremium,
  companySetPremium,
  endpointQueryKey,
  endpointQueryOptions,
} from '@bht/api-client';
import {
  Alert,
  DateTime,
  Form,
  NativeSelect,
  QueryState,
  showSuccess,
  StatusTabs,
  useServerForm,
} from '@bht/ui';
import { MAX_PREMIUM_BANDS } from '@bht/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { askConfirm } from '../company-orders/ask-confirm';
import { PremiumPreview } from './premium-preview';
import {
  formValues,
  problemsOf,
  scheduleOf,
  setPremiumRequest,
  type BandRow,
  type PremiumValues,
  type TypeSchedule,
} from './premium-schedule-form';

const KIND_OPTIONS = [
  { label: '按费率', value: 'rate' },
  { label: '固定保费', value: 'fixed' },
];
const NEW_BAND: BandRow = { from: '', to: '', kind: 'rate', value: '' };

function BandsEditor({ error }: { error: string | null }) {
  return (
    <Form.List field="bands">
      {(fields, { add, remove }) => (
        <div aria-label="金额分档">
          {fields.length === 0 && (
            <p style={{ color: 'var(--color-text-3)', marginTop: 0 }}>
              未分档：所有金额按基础费率计算。
            </p>
          )}
          {fields.map((item, index) => (
            <Space
              key={item.key}
              wrap
              align="start"
              size={8}
              style={{ marginBottom: 8 }}
              aria-label={`第 ${index + 1} 档`}
            >
              <span style={{ lineHeight: '32px' }}>第 {index + 1} 档</span>
              <Form.Item field={`${item.field}.from`} noStyle>
                <Input
                  aria-label={`第 ${index + 1} 档起始金额`}
                  placeholder="金额以上"
                  addAfter="元"
                  style={{ width: 150 }}
                  maxLength={15}
                />
              </Form.Item>
              <Form.Item field={`${item.field}.to`} noStyle>
                <Input
                  aria-label={`第 ${index + 1} 档截止金额`}
                  placeholder="至（空为不限）"
                  addAfter="元"
                  style={{ width: 160 }}
                  maxLength={15}
                />
              </Form.Item>
              <Form.Item field={`${item.field}.kind`} noStyle>
                <NativeSelect
                  aria-label={`第 ${index + 1} 档计费方式`}
                  options={KIND_OPTIONS}
                  style={{ width: 110 }}
                />
              </Form.Item>
              <Form.Item shouldUpdate noStyle>
                {(values: PremiumValues) => (
                  <Form.Item field={`${item.field}.value`} noStyle>
                    <Input
                      aria-label={`第 ${index + 1} 档${values.bands?.[index]?.kind === 'fixed' ? '固定保费' : '费率'}`}
                      addAfter={values.bands?.[index]?.kind === 'fixed' ? '元' : '%'}
                      style={{ width: 130 }}
                      maxLength={15}
                    />
                  </Form.Item>
                )}
              </Form.Item>
              <Button
                status="danger"
                type="text"
                onClick={() => remove(index)}
                aria-label={`删除第 ${index + 1} 档`}
              >
                删除
              </Button>
            </Space>
          ))}
          {error && (
            <div role="alert" style={{ color: 'rgb(var(--danger-6))', marginBottom: 8 }}>
              {error}
            </div>
          )}
          <Button
            type="dashed"
            disabled={fields.length >= MAX_PREMIUM_BANDS}
            onClick={() => add({ ...NEW_BAND, from: fields.length === 0 ? '0' : '' })}
          >
            添加金额分档
          </Button>
          <p style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
            每档含截止金额、不含起始金额（如 0 至 100000 即 10
            万元及以下）；各档按金额从小到大排列且不能重叠，最多 {MAX_PREMIUM_BANDS}{' '}
            档。按费率的档位不低于最低保费，固定保费不能低于最低保费；不在任何分档内的金额按基础费率计算。
          </p>
        </div>
      )}
    </Form.List>
  );
}

function TypeScheduleForm({ schedule }: { schedule: TypeSchedule }) {
  const [form] = Form.useForm<PremiumValues>();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PremiumValues>(() => formValues(schedule));
  const problems = problemsOf(values);

  const { submitting, message, onSubmit } = useServerForm(
    form,
    async (submitted: PremiumValues) => {
      // The bands editor already shows what is wrong with them.
      if (problemsOf(submitted).bands) return;
      if (!submitted.offered && schedule.offered === 1) {
        const confirmed = await askConfirm({
          title: `停办${schedule.type_text}？`,
          content: `停办后企业将看不到本机构的${schedule.type_text}报价，也不能再向本机构申请；已有订单不受影响。费率等设置会保留。`,
          okText: '确认停办',
          danger: true,
        });
        if (!confirmed) return;
      }
      await api.call(companySetPremium, setPremiumRequest(schedule.type, submitted), {
        silent: true,
      });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetPremium) });
      showSuccess(`${schedule.type_text}保费设置已保存：新的报价和申请按此计算，已有订单不受影响`);
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      aria-label={`${schedule.type_text}保费设置`}
      initialValues={formValues(schedule)}
      onValuesChange={(_, all) => setValues({ ...values, ...(all as PremiumValues) })}
      onSubmit={(values) => void onSubmit(values)}
    >
      <Form.Item
        label={`开办${schedule.type_text}业务`}
        field="offered"
        triggerPropName="checked"
        extra="关闭后企业看不到本机构该类保函的报价，也不能申请"
      >
        <Switch aria-label={`开办${schedule.type_text}业务`} />
      </Form.Item>
      <Space wrap size={24} align="start">
        <Form.Item
          label="基础费率"
          field="premium_rate"
          rules={[
            { required: true, message: '请输入费率' },
            { validator: (_v: unknown, cb: (e?: string) => void) => cb(problems.premium_rate) },
          ]}
          style={{ width: 220 }}
        >
          <Input aria-label="基础费率" placeholder="如 1.5" addAfter="%" maxLength={6} />
        </Form.Item>
        <Form.Item
          label="最低保费"
          field="min_premium"
          rules={[
            { required: true, message: '请输入最低保费' },
            { validator: (_v: unknown, cb: (e?: string) => void) => cb(problems.min_premium) },
          ]}
          style={{ width: 220 }}
        >
          <Input aria-label="最低保费" placeholder="如 300" addAfter="元" maxLength={15} />
        </Form.Item>
      </Space>
      <Form.Item label="金额分档（可选）">
        <BandsEditor error={problems.bands ?? null} />
      </Form.Item>
      <PremiumPreview schedule={scheduleOf(values)} problems={problems} />
      {message && <Alert type="error" style={{ marginTop: 16 }} content={message} />}
      <Space style={{ marginTop: 16 }} wrap>
        <Button type="primary" htmlType="submit" loading={submitting}>
          保存{schedule.type_text}保费设置
        </Button>
        {schedule.update_time !== null && (
          <span style={{ color: 'var(--color-text-3)' }}>
            上次保存：
            <DateTime value={schedule.update_time} />
          </span>
        )}
      </Space>
    </Form>
  );
}

export default function PremiumSettingsPage({ title }: { title: string }) {
  const premium = useQuery(endpointQueryOptions(api, companyGetPremium, {}));
  const [active, setActive] = useState<string>('bid_e');
  return (
    <Card title={title} bordered={false}>
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        content="保费 = 担保金额 × 费率，且不低于最低保费；设置金额分档后，落在某档内的金额按该档的费率或固定保费收取。修改后企业的下一次报价即按新设置计算，已提交的订单保持原保费。"
      />
      <QueryState query={premium}>
        {premium.data && (
          <>
            <StatusTabs
              aria-label="保函类型"
              activeTab={active}
              onChange={setActive}
              tabs={premium.data.map((schedule) => ({
                key: schedule.type,
                title: `${schedule.type_text}${schedule.offered ? '' : '（未开办）'}`,
              }))}
            />
            {premium.data
              .filter((schedule) => schedule.type === active)
              .map((schedule) => (
                <div key={schedule.type} role="tabpanel" style={{ paddingTop: 16 }}>
                  <TypeScheduleForm
                    key={`${schedule.type}-${schedule.update_time ?? 0}`}
                    schedule={schedule}
                  />
                </div>
              ))}
          </>
        )}
      </QueryState>
    </Card>
  );
}
