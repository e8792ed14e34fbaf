// The list's search: a keyword (application number, case number or a party's name), the court
// (the browser's own select over all courts: no Arco Select on the list) and the date range it was recorded in. Submitting starts again at
// page 1; 重置 clears them all. On phones the fields stack, labels above them, full width.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { DayRangePicker, Form, NativeSelect, SearchButtons, useIsMobile } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courtListQuery } from './preservation-queries';

export interface ApplySearch {
  keyword?: string;
  court_id?: number;
  start_date?: string;
  end_date?: string;
}

interface FormValues {
  keyword?: string;
  court_id?: number;
  dates?: string[];
}

export function ApplySearchForm({
  value,
  onSearch,
}: {
  value: ApplySearch;
  onSearch: (search: ApplySearch) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const mobile = useIsMobile();
  const courts = useQuery(courtListQuery());
  const { keyword, court_id, start_date, end_date } = value;

  // The URL is the source of truth (reload and back restore the search).
  useEffect(() => {
    form.setFieldsValue({
      keyword: keyword ?? '',
      court_id,
      dates: start_date && end_date ? [start_date, end_date] : undefined,
    });
  }, [form, keyword, court_id, start_date, end_date]);

  const submit = (values: FormValues) => {
    const [start, end] = values.dates ?? [];
    onSearch({
      keyword: values.keyword?.trim() || undefined,
      court_id: values.court_id || undefined,
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
      aria-label="保全申请搜索"
    >
      <Form.Item
        field="keyword"
        label="关键词"
        rules={[{ maxLength: 60, message: '关键词不能超过 60 个字' }]}
      >
        <Input
          allowClear
          placeholder="申请编号 / 案号 / 当事人"
          style={{ width: mobile ? '100%' : 220 }}
        />
      </Form.Item>
      <Form.Item
        field="court_id"
        label="法院"
        formatter={(id?: number) => (id === undefined ? '' : String(id))}
        normalize={(id: string) => (id === '' ? undefined : Number(id))}
      >
        <NativeSelect
          aria-label="法院"
          placeholder={courts.isLoading ? '正在加载法院…' : '全部法院'}
          options={(courts.data ?? []).map((c) => ({ label: c.name, value: String(c.id) }))}
          onChange={() => form.submit()}
          style={{ width: mobile ? '100%' : 220 }}
        />
      </Form.Item>
      <Form.Item field="dates" label="录入日期">
        <DayRangePicker style={{ width: mobile ? '100%' : 300 }} />
      </Form.Item>
      <SearchButtons onReset={onSearch} />
    </Form>
  );
}
