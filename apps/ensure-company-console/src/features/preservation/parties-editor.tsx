// The parties of an application as rows of a Form.List: role (申请人 / 被申请人), type (自然人 /
// 法人或其他组织), name and ID number. The number is checked as the server checks it: a resident ID
// card (GB 11643 check digit) for a person, a unified social credit code (GB 32100) for an
// organisation; an applicant must give one, a respondent may leave it empty. On phones each row
// stacks its fields.
import { Button, Grid, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import {
  MAX_PARTIES,
  PARTY_ROLE_TEXT,
  PARTY_ROLES,
  PARTY_TYPE_TEXT,
  PARTY_TYPES,
  type Party,
} from '@bht/api-client';
import { useIsMobile, Form } from '@bht/ui';
import { creditCodeSchema, residentIdCardSchema } from '@bht/validators';

export type PartyValue = Pick<Party, 'role' | 'type' | 'name' | 'id_no'>;

const roleOptions = PARTY_ROLES.map((value) => ({ label: PARTY_ROLE_TEXT[value], value }));
const typeOptions = PARTY_TYPES.map((value) => ({ label: PARTY_TYPE_TEXT[value], value }));

export const emptyParty = (role: PartyValue['role']): PartyValue => ({
  role,
  type: role === 'applicant' ? 'company' : 'person',
  name: '',
  id_no: '',
});

/** The ID number's message for the row's role and type (undefined when it is fine). */
function idNumberProblem(
  party: Partial<PartyValue> | undefined,
  value: string,
): string | undefined {
  const text = value.trim();
  const person = party?.type === 'person';
  if (!text)
    return party?.role === 'applicant'
      ? person
        ? '请填写申请人的身份证号'
        : '请填写申请人的统一社会信用代码'
      : undefined;
  const checked = (person ? residentIdCardSchema : creditCodeSchema).safeParse(text);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

export function PartiesEditor() {
  const mobile = useIsMobile();
  const span = (desktop: number) => (mobile ? 24 : desktop);
  return (
    <Form.List field="parties">
      {(fields, { add, remove }) => (
        <div role="group" aria-label="当事人">
          {fields.map((item, index) => (
            <Grid.Row
              key={item.key}
              gutter={8}
              style={{ borderBottom: '1px dashed #e5e6eb', marginBottom: 8 }}
            >
              <Grid.Col span={span(5)}>
                <Form.Item
                  field={`${item.field}.role`}
                  label={`当事人 ${index + 1} 身份`}
                  layout="vertical"
                  rules={[{ required: true, message: '请选择当事人身份' }]}
                >
                  <Select aria-label={`当事人 ${index + 1} 身份`} options={roleOptions} />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={span(6)}>
                <Form.Item
                  field={`${item.field}.type`}
                  label="类型"
                  layout="vertical"
                  rules={[{ required: true, message: '请选择当事人类型' }]}
                >
                  <Select aria-label={`当事人 ${index + 1} 类型`} options={typeOptions} />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={span(12)}>
                <Form.Item
                  field={`${item.field}.name`}
                  label="名称 / 姓名"
                  layout="vertical"
                  rules={[
                    { required: true, message: '请填写当事人名称' },
                    { minLength: 2, message: '当事人名称至少 2 个字' },
                    { maxLength: 60, message: '当事人名称不能超过 60 个字' },
                  ]}
                >
                  <Input
                    aria-label={`当事人 ${index + 1} 名称`}
                    placeholder="企业全称或自然人姓名"
                  />
                </Form.Item>
              </Grid.Col>
              <Grid.Col span={span(20)}>
                <Form.Item shouldUpdate noStyle>
                  {(values: { parties?: PartyValue[] }) => (
                    <Form.Item
                      field={`${item.field}.id_no`}
                      label={
                        values.parties?.[index]?.type === 'person' ? '身份证号' : '统一社会信用代码'
                      }
                      layout="vertical"
                      rules={[
                        {
                          validator: (
                            value: string | undefined,
                            callback: (error?: string) => void,
                          ) => callback(idNumberProblem(values.parties?.[index], value ?? '')),
                        },
                      ]}
                    >
                      <Input
                        aria-label={`当事人 ${index + 1} 证件号码`}
                        placeholder={
                          values.parties?.[index]?.role === 'respondent'
                            ? '被申请人不详时可不填'
                            : '18 位'
                        }
                        maxLength={18}
                      />
                    </Form.Item>
                  )}
                </Form.Item>
              </Grid.Col>
              <Grid.Col
                span={span(4)}
                style={{
                  display: 'flex',
                  alignItems: mobile ? 'flex-start' : 'center',
                  paddingBottom: mobile ? 8 : 0,
                }}
              >
                <Button
                  type="text"
                  status="danger"
                  icon={<IconDelete />}
                  aria-label={`删除当事人 ${index + 1}`}
                  disabled={fields.length <= 2}
                  onClick={() => remove(index)}
                >
                  删除
                </Button>
              </Grid.Col>
            </Grid.Row>
          ))}
          <Button
            type="dashed"
            icon={<IconPlus />}
            disabled={fields.length >= MAX_PARTIES}
            onClick={() => add(emptyParty('respondent'))}
            style={{ width: '100%' }}
          >
            添加当事人
          </Button>
        </div>
      )}
    </Form.List>
  );
}
