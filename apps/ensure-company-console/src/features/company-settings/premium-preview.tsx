// 保费试算: what a typed guaranteed amount costs under the schedule being edited, by the same
// pricing function the server charges with (priceSchedule), before anything is saved.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { Money } from '@bht/ui';
import { describePrice, MONEY_INPUT, priceSchedule, type PremiumSchedule } from '@bht/validators';
import { useState } from 'react';

export function PremiumPreview({
  schedule,
  problems,
}: {
  schedule: PremiumSchedule;
  problems: Record<string, string>;
}) {
  const [amount, setAmount] = useState('');
  const typed = amount.trim();
  const valid = MONEY_INPUT.test(typed) && Number(typed) > 0;
  const sound = Object.keys(problems).length === 0;
  const price = valid && sound ? priceSchedule(typed, schedule) : null;
  return (
    <section
      aria-label="保费试算"
      style={{ background: 'var(--color-fill-2)', padding: 16, borderRadius: 4, marginTop: 8 }}
    >
      <h4 style={{ margin: '0 0 8px' }}>保费试算</h4>
      <Input
        aria-label="试算担保金额"
        placeholder="输入担保金额（元），如 500000"
        value={amount}
        onChange={setAmount}
        maxLength={15}
        style={{ maxWidth: 320 }}
        addAfter="元"
      />
      <div role="status" style={{ marginTop: 8, wordBreak: 'break-all' }}>
        {typed === '' && (
          <span style={{ color: 'var(--color-text-3)' }}>
            输入担保金额，按上方尚未保存的设置即时计算保费
          </span>
        )}
        {typed !== '' && !valid && (
          <span style={{ color: 'rgb(var(--danger-6))' }}>
            请输入正确的担保金额（大于 0，最多两位小数）
          </span>
        )}
        {valid && !sound && (
          <span style={{ color: 'rgb(var(--danger-6))' }}>请先修正上方设置中的错误</span>
        )}
        {price && (
          <>
            <div>
              应收保费{' '}
              <strong style={{ fontSize: 18, color: '#F53F3F' }} data-testid="preview-premium">
                <Money value={price.premium} />
              </strong>
            </div>
            <div style={{ color: 'var(--color-text-2)' }}>
              {describePrice(typed, schedule, price)}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
