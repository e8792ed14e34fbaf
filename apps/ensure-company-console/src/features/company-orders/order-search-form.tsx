// The stage lists' search: a keyword (order number, project or enterprise), the letter type
// (全部 or one type; paper and e-letters share the stage lists) and the application date range.
// Submitting starts again at page 1; 重置 clears them all. On phones the fields stack,
// labels above them, full width. Letter management searches the same way by issue date
// (`dateLabel`, `keywordPlaceholder`, `label`).
import { LETTER_TYPE_TEXT, LETTER_TYPES, type LetterType } from '@bht/api-client';
import { SearchForm, type SearchField } from '@bht/ui';

export interface OrderSearch {
  keyword?: string;
  type?: LetterType;
  start_date?: string;
  end_date?: string;
}

const typeOptions = [
  { label: '全部', value: '' },
  ...LETTER_TYPES.map((type) => ({ label: LETTER_TYPE_TEXT[type], value: type })),
];

const letterTypeOf = (value: string | undefined) => LETTER_TYPES.find((type) => type === value);

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
  const fields: SearchField[] = [
    {
      name: 'keyword',
      label: '关键词',
      placeholder: keywordPlaceholder,
      width: 240,
      maxLength: 60,
    },
    // A filter applies as soon as it is picked; the keyword waits for 查询.
    { kind: 'select', name: 'type', label: '保函类型', options: typeOptions },
    { kind: 'days', name: 'start_date', endName: 'end_date', label: dateLabel },
  ];
  return (
    <SearchForm
      aria-label={label}
      fields={fields}
      // The URL is the source of truth (back from the detail page restores the search).
      values={Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))}
      onSearch={(search) =>
        onSearch({
          keyword: search.keyword,
          type: letterTypeOf(search.type),
          start_date: search.start_date && search.end_date ? search.start_date : undefined,
          end_date: search.start_date && search.end_date ? search.end_date : undefined,
        })
      }
    />
  );
}
