// /register through the real api-client transport against a local HTTP server.
import { clearToken, getToken } from '@bht/auth-guard';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodiesOf, renderRoutes, testUserInfo } from './test-fixtures';

const TOKEN = 'registered-token-0123456789abcdef';
let stub: ApiStubServer;
let RegisterPage: ComponentType<{ title?: string }>;
let uploads = 0;
let ocrBusinessFails = false;
let registerReplies: Array<{ status?: number; code?: number; msg?: string; data?: unknown }> = [];

beforeAll(async () => {
  stub = await startApiStub({
    '/api/sms/send': { data: { expires_in: 300, resend_in: 60 } },
    // Under jsdom the multipart part loses its file name and bytes (vitest's fetch bridge), so the
    // stub names each upload after its scene and order.
    '/api/tools/uploadFile': (body) => {
      const scene = /name="scene"\r\n\r\n(\w+)/.exec(body)?.[1] ?? 'none';
      const name = `${scene}-${++uploads}.png`;
      return { data: { url: `/uploads/2026/11/${name}`, name, size: 3, mime: 'image/png' } };
    },
    '/api/ocr/business': () =>
      ocrBusinessFails
        ? { status: 422, code: 0, msg: '图片不清晰，无法识别' }
        : {
            data: {
              name: '福建某某建设(集团)有限公司',
              credit_code: '91350100M000100Y43',
              legal_person: '张三',
              address: '福州市',
              registered_capital: '1000万元',
              established_date: '2010-01-01',
              business_term: '长期',
              sandbox: true,
            },
          },
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
    '/api/tools/getUserServiceRule': {
      data: {
        title: '保函通用户服务协议',
        content: '第一条 总则\n本协议由用户与平台订立。',
        version: '2026-01',
      },
    },
    '/api/enterprise/register': () =>
      registerReplies.shift() ?? { status: 500, code: 0, msg: '意外的注册请求' },
    '/api/enterprise/getUserInfo': { data: testUserInfo({ auth_status: 0 }) },
  });
  window.__BHT_CONFIG__ = { apiBase: stub.url };
  RegisterPage = (await import('./register-page')).default;
});
afterAll(() => stub.close());
afterEach(() => {
  clearToken();
  stub.seen.length = 0;
  uploads = 0;
  ocrBusinessFails = false;
});

const renderRegister = () =>
  renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/firm', element: <p>企业认证页</p> },
    ],
    '/register',
  );

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.arco-form-item') as HTMLElement;

async function fillValidForm() {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000009' } });
  fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: 'Secret123' } });
  fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'Secret123' } });
  fireEvent.change(screen.getByLabelText('上传营业执照'), {
    target: { files: [png('licence.png')] },
  });
  await waitFor(() =>
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91350100M000100Y43'),
  );
  fireEvent.change(screen.getByLabelText('上传身份证人像面'), {
    target: { files: [png('front.png')] },
  });
  await waitFor(() =>
    expect(screen.getByLabelText('法定代表人身份证号')).toHaveValue('11010519491231002X'),
  );
  fireEvent.change(screen.getByLabelText('上传身份证国徽面'), {
    target: { files: [png('back.png')] },
  });
  await screen.findByAltText('id_card-3.png 预览');
}

describe('RegisterPage', () => {
  it('requires the agreement and the fields before anything is sent', async () => {
    await renderRegister();
    fireEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('请阅读并同意用户服务协议和隐私政策')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照')).toBeInTheDocument();

    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('请阅读并同意用户服务协议和隐私政策')).toBeInTheDocument();
    expect(bodiesOf(stub.seen, '/api/enterprise/register')).toHaveLength(0);
  });

  it('sends the SMS code for the register scene to the entered mobile', async () => {
    await renderRegister();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000009' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(bodiesOf(stub.seen, '/api/sms/send')).toEqual(['mobile=13900000009&scene=register']);
  });

  it('fills the licence and ID-card fields from OCR, marked for checking and as sandbox', async () => {
    await renderRegister();
    fireEvent.change(screen.getByLabelText('上传营业执照'), {
      target: { files: [png('licence.png')] },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('企业名称')).toHaveValue('福建某某建设（集团）有限公司'),
    );
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91350100M000100Y43');
    expect(screen.getByLabelText('法定代表人')).toHaveValue('张三');
    expect(screen.getByText('识别结果仅供参考，请核对')).toBeInTheDocument();
    expect(screen.getByText('沙箱')).toBeInTheDocument();
    expect(bodiesOf(stub.seen, '/api/ocr/business')).toEqual([
      'image=%2Fuploads%2F2026%2F11%2Fbusiness_license-1.png',
    ]);

    fireEvent.change(screen.getByLabelText('上传身份证人像面'), {
      target: { files: [png('front.png')] },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('法定代表人身份证号')).toHaveValue('11010519491231002X'),
    );
    expect(bodiesOf(stub.seen, '/api/ocr/identityCard')).toEqual([
      'image=%2Fuploads%2F2026%2F11%2Fid_card-2.png&side=front',
    ]);
  });

  it('asks to fill in by hand when the licence cannot be recognised', async () => {
    ocrBusinessFails = true;
    await renderRegister();
    fireEvent.change(screen.getByLabelText('上传营业执照'), {
      target: { files: [png('licence.png')] },
    });
    expect(
      await screen.findByText('营业执照识别失败：图片不清晰，无法识别，请手动填写'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('企业名称')).toHaveValue('');
    expect(screen.queryByText('识别结果仅供参考，请核对')).not.toBeInTheDocument();
  });

  it('turns parentheses in the enterprise name full width on blur', async () => {
    await renderRegister();
    const name = screen.getByLabelText('企业名称');
    fireEvent.change(name, { target: { value: '某某(厦门)有限公司' } });
    fireEvent.blur(name);
    await waitFor(() => expect(name).toHaveValue('某某（厦门）有限公司'));
  });

  it('opens the service agreement loaded from the API', async () => {
    await renderRegister();
    fireEvent.click(screen.getByRole('button', { name: '《用户服务协议》' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/本协议由用户与平台订立/)).toBeInTheDocument();
  });

  it('shows a server field error on its field, then registers, keeps the token and goes to /firm', async () => {
    registerReplies = [
      {
        status: 400,
        code: 0,
        msg: '短信验证码错误或已过期',
        data: { fields: { code: '短信验证码错误或已过期' } },
      },
      {
        data: {
          token: TOKEN,
          expires_at: 1_900_000_000,
          account: { id: 9, account: '13900000009', name: '张三', auth_json: '*' },
          logo: '',
        },
      },
    ];
    const router = await renderRegister();
    await fillValidForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交注册' }));

    expect(
      await within(itemOf('短信验证码')).findByText('短信验证码错误或已过期'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('短信验证码错误或已过期')).toHaveLength(1);
    const [first] = bodiesOf(stub.seen, '/api/enterprise/register');
    expect(Object.fromEntries(new URLSearchParams(first))).toEqual({
      mobile: '13900000009',
      code: '123456',
      password: 'Secret123',
      enterprise_name: '福建某某建设（集团）有限公司',
      credit_code: '91350100M000100Y43',
      legal_person: '张三',
      legal_id_card: '11010519491231002X',
      business_license: '/uploads/2026/11/business_license-1.png',
      id_card_front: '/uploads/2026/11/id_card-2.png',
      id_card_back: '/uploads/2026/11/id_card-3.png',
      agree: '1',
    });

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('企业认证页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/firm');
    expect(getToken()).toBe(TOKEN);
    await waitFor(() =>
      expect(stub.lastAuthorization('/api/enterprise/getUserInfo')).toBe(`Bearer ${TOKEN}`),
    );
  });
});
