// /firm/three: step 3, the enterprise's basic bank account. First the account is entered and a
// small random amount is paid into it; then the user enters the amount received.
import { Button, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { ApiError, confirmBankDeposit, startBankVerification } from '@bht/api-client';
import { Alert, schemaRule, useServerForm, Form } from '@bht/ui';
import { bankAccountSchema } from '@bht/validators';
import { useState } from 'react';
import { api } from '../../app/api';
import { FirmGuide } from './firm-guide';
import { useFirmStepDone, type FirmAuthInfo } from './use-firm-auth-info';

interface AccountValues {
  bank_name: string;
  bank_branch: string;
  account_name: string;
  account_no: string;
}

/** A deposit under way; attempts and sandbox are known only from the call that started it. */
interface Deposit {
  accountNo: string;
  attemptsLeft: number | null;
  expiresIn: number | null;
  sandbox: boolean;
}

const FORM_STYLE = { maxWidth: 480 };
const withoutSpaces = (value: string | undefined) => value?.replace(/\s+/g, '');
const trimmed = (values: AccountValues): AccountValues => ({
  bank_name: values.bank_name.trim(),
  bank_branch: values.bank_branch.trim(),
  account_name: values.account_name.trim(),
  account_no: values.account_no.trim(),
});

function durationText(seconds: number): string {
  return seconds >= 3600
    ? `${Math.round(seconds / 3600)} 小时`
    : `${Math.max(1, Math.round(seconds / 60))} 分钟`;
}

function AccountForm({
  info,
  onStarted,
}: {
  info: FirmAuthInfo;
  onStarted: (deposit: Deposit) => void;
}) {
  const [form] = Form.useForm<AccountValues>();
  const {
    submitting,
    message: error,
    onSubmit,
  } = useServerForm(form, async (values) => {
    const input = trimmed(values);
    const started = await api.call(startBankVerification, input, { silent: true });
    onStarted({
      accountNo: input.account_no,
      attemptsLeft: started.attempts_left,
      expiresIn: started.expires_in,
      sandbox: started.sandbox,
    });
  });
  return (
    <Form<AccountValues>
      form={form}
      layout="vertical"
      style={FORM_STYLE}
      initialValues={{
        bank_name: info.bank?.bank_name ?? '',
        bank_branch: info.bank?.bank_branch ?? '',
        account_name: info.bank?.account_name || info.name,
        account_no: info.bank?.account_no ?? '',
      }}
      onSubmit={(values) => void onSubmit(values)}
    >
      <Alert
        type="info"
        content="请填写企业对公基本户，我们将向该账户转入一笔 1 元以内的随机金额，到账后回填金额完成验证。"
        style={{ marginBottom: 16 }}
      />
      <Form.Item
        label="开户银行"
        field="bank_name"
        rules={[
          { required: true, message: '请输入开户银行' },
          schemaRule(startBankVerification.request.shape.bank_name),
        ]}
      >
        <Input placeholder="如：中国工商银行" maxLength={40} />
      </Form.Item>
      <Form.Item
        label="开户支行"
        field="bank_branch"
        rules={[
          { required: true, message: '请输入开户支行' },
          schemaRule(startBankVerification.request.shape.bank_branch),
        ]}
      >
        <Input placeholder="如：南京建邺支行" maxLength={60} />
      </Form.Item>
      <Form.Item
        label="账户名称"
        field="account_name"
        extra="须与企业名称一致"
        rules={[
          { required: true, message: '请输入账户名称' },
          schemaRule(startBankVerification.request.shape.account_name),
        ]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        label="银行账号"
        field="account_no"
        normalize={withoutSpaces}
        rules={[{ required: true, message: '请输入银行账号' }, schemaRule(bankAccountSchema)]}
      >
        <Input placeholder="16 或 19 位对公账号" maxLength={30} inputMode="numeric" />
      </Form.Item>
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={submitting} long>
        提交并打款验证
      </Button>
    </Form>
  );
}

interface AmountFormProps {
  deposit: Deposit;
  /** A wrong amount used one attempt; `spent`: the deposit can no longer be confirmed. */
  onRejected: (spent: boolean) => void;
  onChangeAccount: () => void;
}

function AmountForm({ deposit, onRejected, onChangeAccount }: AmountFormProps) {
  const [form] = Form.useForm<{ amount: string }>();
  const done = useFirmStepDone(2);
  const {
    submitting,
    message: error,
    onSubmit,
  } = useServerForm(form, async ({ amount }) => {
    try {
      done(await api.call(confirmBankDeposit, { amount: amount.trim() }, { silent: true }));
    } catch (e) {
      // The server rejects the amount on its field: 400 wrong (one attempt used), 409 no attempts
      // left or expired (a new deposit is needed).
      if (e instanceof ApiError && e.fields.amount) onRejected(e.httpStatus === 409);
      throw e;
    }
  });
  const exhausted = deposit.attemptsLeft === 0;
  const tail = deposit.accountNo.slice(-4);
  return (
    <Form
      form={form}
      layout="vertical"
      style={FORM_STYLE}
      onSubmit={(values) => void onSubmit(values)}
    >
      <Alert
        type="success"
        content={`已向${tail ? `尾号 ${tail} 的` : '您的对公'}账户转入一笔随机金额，请查询到账金额后填写${deposit.expiresIn ? `（${durationText(deposit.expiresIn)}内有效）` : ''}。`}
        style={{ marginBottom: 12 }}
      />
      {deposit.sandbox && (
        <Alert
          type="warning"
          content="沙箱环境：打款金额可在开发收件箱查看"
          style={{ marginBottom: 12 }}
        />
      )}
      <Form.Item
        label="到账金额（元）"
        field="amount"
        extra={
          deposit.attemptsLeft === null ? undefined : `剩余 ${deposit.attemptsLeft} 次验证机会`
        }
        rules={[
          { required: true, message: '请输入收到的打款金额' },
          schemaRule(confirmBankDeposit.request.shape.amount),
        ]}
      >
        <Input placeholder="如 0.37" maxLength={4} inputMode="decimal" disabled={exhausted} />
      </Form.Item>
      {exhausted && (
        <Alert
          type="error"
          content="本次打款验证已失效，请核对账户信息后重新打款"
          style={{ marginBottom: 16 }}
        />
      )}
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={exhausted} long>
          确认金额
        </Button>
        <Button long onClick={onChangeAccount}>
          修改账户信息 / 重新打款
        </Button>
      </Space>
    </Form>
  );
}

function BankStep({ info }: { info: FirmAuthInfo }) {
  // An unverified account on file means a deposit was already started: go straight to the amount.
  const [deposit, setDeposit] = useState<Deposit | null>(() =>
    info.bank && !info.bank.verified
      ? { accountNo: info.bank.account_no, attemptsLeft: null, expiresIn: null, sandbox: false }
      : null,
  );
  if (!deposit) return <AccountForm info={info} onStarted={setDeposit} />;
  return (
    <AmountForm
      deposit={deposit}
      onRejected={(spent) =>
        setDeposit(
          (d) =>
            d && {
              ...d,
              attemptsLeft: spent
                ? 0
                : d.attemptsLeft === null
                  ? null
                  : Math.max(0, d.attemptsLeft - 1),
            },
        )
      }
      onChangeAccount={() => setDeposit(null)}
    />
  );
}

export default function BankStepPage({ title }: { title: string }) {
  return (
    <FirmGuide step={2} title={title}>
      {(info) => <BankStep info={info} />}
    </FirmGuide>
  );
}
