// Filters of the guarantor list: type and area (areas shown as "省 / 市" under their parent), as
// the browser's own selects (a phone's native picker; no Arco Select on the apply steps).
import { Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Space/style/css.js';
import { NativeSelect } from '@bht/ui';
import { useAreas, useGuarantorTypes, type GuarantorFilter } from './use-apply-queries';
import type { ApplyLayout } from './apply-steps';

/** The select's value as an id; the empty first option is no filter. */
const idOf = (value: string) => (value === '' ? undefined : Number(value));

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
    value: String(a.id),
    label:
      a.parent_id && areaName.has(a.parent_id)
        ? `${areaName.get(a.parent_id)} / ${a.name}`
        : a.name,
  }));
  const width = layout === 'mobile' ? '100%' : 220;
  const size = layout === 'mobile' ? 'large' : 'default';
  return (
    <Space
      wrap
      direction={layout === 'mobile' ? 'vertical' : 'horizontal'}
      style={{ width: '100%', marginBottom: 16 }}
    >
      <NativeSelect
        aria-label="担保机构类型"
        placeholder={types.isPending ? '正在加载类型…' : '全部类型'}
        value={value.type_id === undefined ? '' : String(value.type_id)}
        onChange={(typeId) => onChange({ ...value, type_id: idOf(typeId) })}
        options={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        style={{ width }}
        size={size}
      />
      <NativeSelect
        aria-label="所在地区"
        placeholder={areas.isPending ? '正在加载地区…' : '全部地区'}
        value={value.area_id === undefined ? '' : String(value.area_id)}
        onChange={(areaId) => onChange({ ...value, area_id: idOf(areaId) })}
        options={areaOptions}
        style={{ width }}
        size={size}
      />
    </Space>
  );
}
