// A fetch-based client for the e签宝 SaaS V3 sign-flow API: upload a PDF, start a sign flow by
// file, read it, get a signer's signing page, fetch the signed files. Every call is signed
// (request-signature.ts) and every failure is a TsignError with a Chinese reason.
// API pages: https://open.esign.cn/doc/opendoc/saas_api/ (文件上传: /v3/files/file-upload-url;
// 签署流程: /v3/sign-flow/create-by-file, /{signFlowId}/detail, /sign-url, /file-download-url).
import { apiRefusal, gatewayRefusal, httpFailure, noAnswer, TsignError } from './errors';
import { contentMd5, signedHeaders } from './request-signature';
import type { TsignSettings } from './settings';

export interface SignFieldPosition {
  fileId: string;
  /** 1-based page number. */
  page: number;
  /** Seal centre, in PDF points from the page's bottom-left corner. */
  x: number;
  y: number;
}

/** A person signing for themselves, on e签宝's page after confirming with a code sent to them. */
export interface PersonSigner {
  kind: 'person';
  mobile: string;
  name: string;
  fields: SignFieldPosition[];
}

/**
 * A company. With `autoSign` the company has authorised 静默签署 to this application and e签宝
 * seals without anyone acting (the company named by orgId, or by orgName with its creditCode);
 * otherwise `transactorMobile` signs on its behalf.
 */
export interface OrgSigner {
  kind: 'org';
  orgName: string;
  orgId?: string;
  /** The unified social credit code (统一社会信用代码), sent with orgName when there is no orgId. */
  creditCode?: string;
  transactorMobile?: string;
  autoSign?: boolean;
  fields: SignFieldPosition[];
}

export interface CreateSignFlow {
  title: string;
  docs: { fileId: string; fileName: string }[];
  signers: (PersonSigner | OrgSigner)[];
}

/** 0 草稿, 1 签署中, 2 完成, 3 撤销, 5 过期, 7 拒签. */
export type SignFlowStatus = 0 | 1 | 2 | 3 | 5 | 7;

export interface SignFlowDetail {
  signFlowId: string;
  signFlowStatus: SignFlowStatus;
  signFlowDescription?: string;
}

export interface SignedFile {
  fileId: string;
  fileName: string;
  downloadUrl: string;
}

interface Answer<T> {
  code: number;
  message?: string;
  data?: T;
}

function signerBody(signer: PersonSigner | OrgSigner) {
  const signFields = signer.fields.map((field) => ({
    fileId: field.fileId,
    normalSignFieldConfig: {
      autoSign: signer.kind === 'org' && signer.autoSign === true,
      signFieldStyle: 1,
      signFieldPosition: {
        positionPage: String(field.page),
        positionX: field.x,
        positionY: field.y,
      },
    },
  }));
  if (signer.kind === 'person')
    return {
      signerType: 0,
      psnSignerInfo: { psnAccount: signer.mobile, psnInfo: { psnName: signer.name } },
      signFields,
    };
  return {
    signerType: 1,
    orgSignerInfo: {
      ...(signer.orgId ? { orgId: signer.orgId } : { orgName: signer.orgName }),
      ...(!signer.orgId && signer.creditCode
        ? { orgInfo: { orgIDCardNum: signer.creditCode, orgIDCardType: 'CRED_ORG_USCC' } }
        : {}),
      ...(signer.transactorMobile
        ? { transactorInfo: { psnAccount: signer.transactorMobile } }
        : {}),
    },
    signFields,
  };
}

export class TsignClient {
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(
    private readonly settings: TsignSettings,
    /** `baseUrl` overrides settings.baseUrl (the fake); `now` is the clock for the timestamp. */
    options: { baseUrl?: string; now?: () => number } = {},
  ) {
    this.baseUrl = options.baseUrl ?? settings.baseUrl;
    this.now = options.now ?? Date.now;
  }

  /** Gets an upload URL for the PDF and PUTs its bytes there; returns e签宝's fileId. */
  async uploadFile(file: { fileName: string; bytes: Uint8Array }): Promise<{ fileId: string }> {
    const md5 = contentMd5(file.bytes);
    const contentType = 'application/pdf';
    const data = await this.call<{ fileId: string; fileUploadUrl: string }>(
      'POST',
      '/v3/files/file-upload-url',
      {
        contentMd5: md5,
        contentType,
        convertToPDF: false,
        fileName: file.fileName,
        fileSize: file.bytes.byteLength,
      },
    );
    const response = await this.fetch(data.fileUploadUrl, {
      method: 'PUT',
      headers: { 'Content-MD5': md5, 'Content-Type': contentType },
      // A copy over its own ArrayBuffer: what fetch's BodyInit accepts in every lib setting.
      body: new Uint8Array(file.bytes),
    });
    if (!response.ok) {
      if (response.status >= 500) throw httpFailure(response.status);
      throw new TsignError(
        `e签宝文件存储拒收了上传（HTTP ${response.status}），文件内容与声明的 MD5 或类型不符`,
        false,
        response.status,
      );
    }
    return { fileId: data.fileId };
  }

  /** Starts the flow; e签宝 posts SIGN_FLOW_COMPLETE to settings.callbackUrl when it ends. */
  async createSignFlowByFile(flow: CreateSignFlow): Promise<{ signFlowId: string }> {
    return this.call('POST', '/v3/sign-flow/create-by-file', {
      docs: flow.docs,
      signFlowConfig: {
        signFlowTitle: flow.title,
        autoFinish: true,
        notifyUrl: this.settings.callbackUrl,
      },
      signers: flow.signers.map(signerBody),
    });
  }

  async getSignFlowDetail(signFlowId: string): Promise<SignFlowDetail> {
    const data = await this.call<Omit<SignFlowDetail, 'signFlowId'>>(
      'GET',
      `/v3/sign-flow/${encodeURIComponent(signFlowId)}/detail`,
    );
    return { signFlowId, ...data };
  }

  /** The page where `mobile` signs (for themselves, or for `orgId` when given). */
  async getSignUrl(
    signFlowId: string,
    signer: { mobile: string; orgId?: string },
  ): Promise<{ url: string; shortUrl?: string }> {
    return this.call('POST', `/v3/sign-flow/${encodeURIComponent(signFlowId)}/sign-url`, {
      clientType: 'ALL',
      needLogin: false,
      operator: { psnAccount: signer.mobile },
      ...(signer.orgId ? { organization: { orgId: signer.orgId } } : {}),
    });
  }

  /** Download links of a completed flow's signed files (valid for a limited time). */
  async getSignedFiles(signFlowId: string): Promise<SignedFile[]> {
    const data = await this.call<{ files?: SignedFile[] }>(
      'GET',
      `/v3/sign-flow/${encodeURIComponent(signFlowId)}/file-download-url`,
    );
    return data.files ?? [];
  }

  async download(downloadUrl: string): Promise<Uint8Array> {
    const response = await this.fetch(downloadUrl, { method: 'GET' });
    if (!response.ok) throw httpFailure(response.status);
    return new Uint8Array(await response.arrayBuffer());
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
    } catch (error) {
      throw noAnswer(error, this.settings.timeoutMs);
    }
  }

  private async call<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const headers = signedHeaders({
      appId: this.settings.appId,
      appSecret: this.settings.appSecret,
      method,
      url: path,
      body,
      timestampMs: this.now(),
    });
    const response = await this.fetch(this.baseUrl + path, { method, headers, body });
    const text = await response.text().catch(() => '');
    let answer: Answer<T> | undefined;
    try {
      answer = JSON.parse(text) as Answer<T>;
    } catch {
      answer = undefined;
    }
    if (response.status === 401 || answer?.code === 401)
      throw gatewayRefusal(answer?.message ?? '');
    if (!response.ok || !answer || typeof answer.code !== 'number')
      throw httpFailure(response.status);
    if (answer.code !== 0) throw apiRefusal(answer.code, answer.message ?? '');
    return (answer.data ?? {}) as T;
  }
}
