// Step 1 (/firm/one/duty and its phone layout /firm/one/min-duty): validation, upload + OCR
// pre-fill, the agent's power of attorney, the submitted fields, server errors, next step.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authInfo,
  fieldError,
  renderPage,
  startFirmStub,
  userInfo,
  whereNow,
  type FirmStub,
} from './firm-test-kit';

let stub: FirmStub;
const duty = () => import('./identity-page');
const minDuty = () => import('./identity-mobile-page');

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 0, auth_step: 0 }) },
    '/api/ocr/identityCard': {
      data: {
        side: 'front',
        name: '张三',
        id_card: '11010519491231002X',
        address: '北京市',
        issuer: '',
        valid_period: '',
        sandbox: true,
      },
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.reply({
    '/api/firm/getAuthInfo': { data: authInfo({ auth_status: 0, auth_step: 0 }) },
    '/api/firm/submitIdentity': { data: authInfo({ auth_status: 0, auth_step: 1 }) },
  });
});

const image = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function upload(label: string, name: string) {
  stub.reply({
    '/api/tools/uploadFile': {
      data: { url: `/uploads/2026/01/${name}`, name, size: 4, mime: 'image/png' },
    },
  });
  fireEvent.change(await screen.findByLabelText(label), { target: { files: [image(name)] } });
  expect(await screen.findByRole('img', { name: `${name} 预览` })).toBeInTheDocument();
}

describe('IdentityForm', () => {
  it('requires both ID-card sides, the name and a valid ID number', async () => {
    await renderPage('/firm/one/duty', duty, '法定代表人认证');
    fireEvent.change(await screen.findByLabelText('身份证号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请上传身份证人像面')).toBeInTheDocument();
    expect(screen.getByText('请上传身份证国徽面')).toBeInTheDocument();
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的身份证号')).toBeInTheDocument();
    expect(stub.count('/api/firm/submitIdentity')).toBe(0);
  });

  it('pre-fills name and number by OCR, submits the legal representative and goes to step 2', async () => {
    await renderPage('/firm/one/duty', duty, '法定代表人认证');
    await upload('上传身份证人像面', 'front.png');
    expect(
      await screen.findByText(/已根据身份证照片填写姓名和身份证号，请核对（沙箱环境识别结果/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('法定代表人姓名')).toHaveValue('张三');
    expect(screen.getByLabelText('身份证号')).toHaveValue('11010519491231002X');
    expect(stub.lastBody('/api/ocr/identityCard')?.get('image')).toBe('/uploads/2026/01/front.png');
    await upload('上传身份证国徽面', 'back.png');

    const sessionLoads = stub.count('/api/enterprise/getUserInfo');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await whereNow()).toHaveTextContent('/firm/two');
    const sent = stub.lastBody('/api/firm/submitIdentity');
    expect(Object.fromEntries(sent!)).toEqual({
      role: 'legal',
      name: '张三',
      id_card: '11010519491231002X',
      id_card_front: '/uploads/2026/01/front.png',
      id_card_back: '/uploads/2026/01/back.png',
    });
    // The session reloads so the guard sees the new auth_step.
    await waitFor(() =>
      expect(stub.count('/api/enterprise/getUserInfo')).toBeGreaterThan(sessionLoads),
    );
  });

  it('an agent must add the power of attorney, which is sent with the role', async () => {
    await renderPage('/firm/one/duty', duty, '法定代表人认证');
    fireEvent.click(await screen.findByText('经办人认证'));
    await upload('上传身份证人像面', 'front.png');
    await upload('上传身份证国徽面', 'back.png');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请上传法定代表人签署的授权委托书')).toBeInTheDocument();
    expect(screen.getByLabelText('经办人姓名')).toHaveValue('张三');

    await upload('上传授权委托书', 'letter.png');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await whereNow()).toHaveTextContent('/firm/two');
    const sent = stub.lastBody('/api/firm/submitIdentity')!;
    expect(sent.get('role')).toBe('agent');
    expect(sent.get('authorization_letter')).toBe('/uploads/2026/01/letter.png');
  });

  it('shows server field errors on the fields and other errors under the form (phone layout)', async () => {
    stub.reply({
      '/api/firm/getAuthInfo': {
        data: authInfo(
          { auth_status: 0, auth_step: 0 },
          {
            identity: {
              role: 'legal',
              name: '张三',
              id_card: '11010519491231002X',
              mobile: '',
              id_card_front: null,
              id_card_back: null,
              authorization_letter: null,
            },
          },
        ),
      },
      '/api/firm/submitIdentity': {
        status: 422,
        code: 0,
        msg: '身份证号与姓名不一致',
        data: { fields: { id_card: '身份证号与姓名不一致' } },
      },
    });
    await renderPage('/firm/one/min-duty', minDuty, '法定代表人认证');
    // Earlier data comes back filled in (after a restart); scans no longer on file are uploaded again.
    expect(await screen.findByLabelText('法定代表人姓名')).toHaveValue('张三');
    await upload('上传身份证人像面', 'front.png');
    await upload('上传身份证国徽面', 'back.png');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(fieldError('身份证号')).toBe('身份证号与姓名不一致'));
    expect(screen.getAllByText('身份证号与姓名不一致')).toHaveLength(1);

    stub.reply({
      '/api/firm/submitIdentity': { status: 409, code: 0, msg: '企业认证已提交，请勿重复操作' },
    });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('企业认证已提交，请勿重复操作')).toHaveClass(
      'arco-alert-content',
    );
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('a step ahead of the progress sends the user back to the step reached', async () => {
    stub.reply({ '/api/firm/getAuthInfo': { data: authInfo({ auth_status: 0, auth_step: 0 }) } });
    await renderPage('/firm/three', () => import('./bank-step-page'), '对公基本户验证');
    expect(await whereNow()).toHaveTextContent('/firm/one/duty');
  });
});
