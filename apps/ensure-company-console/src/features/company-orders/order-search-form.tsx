// The stage lists' search: a keyword (order number, project or enterprise), the letter type
// (全部 or one type; paper and e-letters share the stage lists) and the application date range.
// Submitting starts again at page 1; 重置 clears them all. On phones the fields stack,
// labels above them, full width. Letter management searches the same way by issue date
// (`dateLabel`, `keywordPlaceholder`, `label`).
import { Form, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { LETTER_TYPE_TEXT, LETTER_TYPES, type LetterType } from '@bht/api-client';
import { DayRangePicker, SearchButtons, useIsMobile } from '@bht/ui';
import { useEffect } from 'react';

export interface OrderSearch {
  keyword?: string;
  type?: LetterType;
  start_date?: string;
  end_date?: string;
}

/** The type filter's value for every type (Select needs a value; '' is sent as no filter). */
const ALL_TYPES = '';
const typeOptions = [
  { label: '全部', value: ALL_TYPES },
  ...LETTER_TYPES.map((type) => ({ label: LETTER_TYPE_TEXT[type], value: type })),
];

interface FormValues {
  keyword?: string;
  type?: LetterType | typeof ALL_TYPES;
  dates?: string[];
}

export interface OrderSearchFormProps {
  value: OrderSearch;
  onSearch: (search: OrderSearch) => void;
  /** The form's accessible name. */
  label?: string;
  dateLabel?: string;
  keywordPlaceholder?: string;
}

export function OrderSearchForm({
  value,
  onSearch,
  label = '订单搜索',
  dateLabel = '申请日期',
  keywordPlaceholder = '订单号 / 项目名称 / 投保企业',
}: OrderSearchFormProps) {
  const [form] = Form.useForm<FormValues>();
  const mobile = useIsMobile();
  const { keyword, type, start_date, end_date } = value;

  // The URL is the source of truth (back from the detail page restores the search).
  useEffect(() => {
    form.setFieldsValue({
      keyword: keyword ?? '',
      type: type ?? ALL_TYPES,
      dates: start_date && end_date ? [start_date, end_date] : undefined,
    });
  }, [form, keyword, type, start_date, end_date]);

  const submit = (values: FormValues) => {
    const [start, end] = values.dates ?? [];
    onSearch({
      keyword: values.keyword?.trim() || undefined,
      type: values.type || undefined,
      start_date: start || undefined,
      end_date: end || undefined,
    });
  };

  return (
    <Form
      form={form}
      layout={mobile ? 'vertical' : 'inline'}
      onSubmit={submit}
      style={{ marginBottom: 16, rowGap: 8 }}
      aria-label={label}
    >
      <Form.Item
        field="keyword"
        label="关键词"
        rules={[{ maxLength: 60, message: '关键词不能超过 60 个字' }]}
      >
        <Input
          allowClear
          placeholder={keywordPlaceholder}
          style={{ width: mobile ? '100%' : 240 }}
        />
      </Form.Item>
      <Form.Item field="type" label="保函类型">
        {/* A filter applies as soon as it is picked; the keyword waits for 查询. */}
        <Select
          aria-label="保函类型"
          options={typeOptions}
          onChange={() => form.submit()}
          style={{ width: mobile ? '100%' : 160 }}
        />
      </Form.Item>
      <Form.Item field="dates" label={dateLabel}>
        <DayRangePicker style={{ width: mobile ? '100%' : 300 }} />
      </Form.Item>
      <SearchButtons onReset={onSearch} />
    </Form>
  );
}
