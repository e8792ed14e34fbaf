// Filters of the guarantor list: type and area (areas shown as "省 / 市" under their parent).
import { Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useAreas, useGuarantorTypes, type GuarantorFilter } from './use-apply-queries';
import type { ApplyLayout } from './apply-steps';

export interface GuarantorFiltersProps {
  value: GuarantorFilter;
  onChange: (filter: GuarantorFilter) => void;
  layout: ApplyLayout;
}

export function GuarantorFilters({ value, onChange, layout }: GuarantorFiltersProps) {
  const types = useGuarantorTypes();
  const areas = useAreas();
  const areaName = new Map((areas.data ?? []).map((a) => [a.id, a.name]));
  const areaOptions = (areas.data ?? []).map((a) => ({
    value: a.id,
    label:
      a.parent_id && areaName.has(a.parent_id)
        ? `${areaName.get(a.parent_id)} / ${a.name}`
        : a.name,
  }));
  const width = layout === 'mobile' ? '100%' : 220;
  return (
    <Space
      wrap
      direction={layout === 'mobile' ? 'vertical' : 'horizontal'}
      style={{ width: '100%', marginBottom: 16 }}
    >
      <Select
        aria-label="担保机构类型"
        placeholder="全部类型"
        allowClear
        loading={types.isPending}
        value={value.type_id}
        onChange={(typeId?: number) => onChange({ ...value, type_id: typeId })}
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        style={{ width }}
        size={layout === 'mobile' ? 'large' : 'default'}
      />
      <Select
        aria-label="所在地区"
        placeholder="全部地区"
        allowClear
        showSearch
        filterOption={(input, option) =>
          String((option.props as { children?: unknown }).children ?? '').includes(input)
        }
        loading={areas.isPending}
        value={value.area_id}
        onChange={(areaId?: number) => onChange({ ...value, area_id: areaId })}
        options={areaOptions}
        style={{ width }}
        size={layout === 'mobile' ? 'large' : 'default'}
      />
    </Space>
  );
}
