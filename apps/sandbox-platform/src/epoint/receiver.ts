// The platform's own endpoints for our calls, POST /epoint/<name> (Epoint 4.2 to 4.14): the
// signature checked with the credentials it issued us, the call applied, `{code: 1 | 0, message,
// data}` answered. The letter file arrives in slices and is opened on the complete notice.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import type { Application } from '../state';
import { checkEpoint, openLetterFile, type EpointFields } from './codec';

/** A refusal of one call, answered `code` 0 with this message. */
class Refusal extends Error {}

type Receiver = (
  fields: EpointFields,
  context: PlatformContext,
  application: Application | undefined,
) => Record<string, unknown> | void;

const required = (fields: EpointFields, ...names: string[]) => {
  for (const name of names) if (!fields[name]) throw new Refusal(`缺少必填参数：${name}`);
};

const known = (application: Application | undefined) => {
  if (!application) throw new Refusal('业务流水号不存在');
  return application;
};

const sliceKey = (fields: EpointFields) => `${fields.applyno}|${fields.filetype}`;

const RECEIVERS: Record<string, Receiver> = {
  baohannotice(fields, _context, application) {
    required(fields, 'applyno', 'applystatus');
    const target = known(application);
    const approved = fields.applystatus === '1';
    target.state = approved ? '已受理' : '已驳回';
    if (approved)
      Object.assign(target.result, {
        letterNo: fields.baohanno,
        premium: fields.cost,
        rate: fields.rate,
        insuranceName: fields.instname,
        payer: `${fields.payername ?? ''} ${fields.payeraccount ?? ''}`.trim(),
        generatedAt: fields.generatetime,
      });
  },
  downloadpublickey(fields, context) {
    required(fields, 'applyno');
    return { publickey: context.config.epoint.platformSm2.publicKey };
  },
  uploadbaohanfile(fields, context, application) {
    required(fields, 'applyno', 'baohanno', 'baohanfile', 'filetype', 'index');
    known(application);
    const index = Number(fields.index);
    if (!Number.isInteger(index) || index < 0) throw new Refusal('参数格式错误：index');
    const slices = context.state.slices.get(sliceKey(fields)) ?? new Map<number, string>();
    slices.set(index, fields.baohanfile!);
    context.state.slices.set(sliceKey(fields), slices);
  },
  baohanfilecompletenotice(fields, context, application) {
    required(fields, 'applyno', 'baohanno', 'key', 'iv', 'baohanfilemd5', 'filetype');
    const target = known(application);
    const slices = context.state.slices.get(sliceKey(fields));
    if (!slices?.size) throw new Refusal('未收到保函文件分片');
    const ordered = [...slices.entries()].sort(([a], [b]) => a - b).map(([, slice]) => slice);
    let bytes: Buffer;
    try {
      bytes = openLetterFile(
        ordered,
        fields as { key: string; iv: string },
        context.config.epoint.platformSm2.privateKey,
      );
    } catch {
      throw new Refusal('保函文件解密失败');
    }
    const md5 = createHash('md5').update(bytes).digest('hex');
    if (md5 !== fields.baohanfilemd5!.toLowerCase()) throw new Refusal('保函文件摘要不符');
    context.state.slices.delete(sliceKey(fields));
    target.letterFiles = target.letterFiles.filter((f) => f.filetype !== fields.filetype);
    target.letterFiles.push({
      filetype: fields.filetype!,
      md5,
      size: bytes.length,
      bytes,
      receivedAt: context.now().toISOString(),
    });
    target.result.letterNo = fields.baohanno;
    target.state = '已出函';
  },
  quitnotice(fields, _context, application) {
    required(fields, 'applyno', 'applystatus');
    const target = known(application);
    const approved = fields.applystatus === '1';
    if (approved) target.state = '已退保';
    target.result.refund = approved ? `退保成功（${fields.tuibaotime ?? ''}）` : '退保未通过';
  },
  invoicenotice(fields, _context, application) {
    required(fields, 'baohanno', 'applystatus');
    const target = known(application);
    target.result.invoice =
      fields.applystatus === '1' ? `已开票 ${fields.invoiceno ?? ''}` : '开票未通过';
    target.result.invoiceUrl = fields.invoiceurl;
  },
  giveupnotice(fields, _context, application) {
    required(fields, 'applyno');
    known(application).state = '已放弃';
  },
};

export const EPOINT_RECEIVED = Object.keys(RECEIVERS);

/** What the page shows of a call: the file slice and the wrapped keys are not worth reading. */
function shown(fields: EpointFields): Record<string, string> {
  const { sign: _sign, baohanfile, key, iv, ...rest } = fields;
  return {
    ...rest,
    ...(baohanfile && { baohanfile: `（分片，${baohanfile.length} 个字符）` }),
    ...(key && { key: '（SM2 密文）' }),
    ...(iv && { iv: '（SM2 密文）' }),
  };
}

export function registerEpointReceiver(app: FastifyInstance, context: PlatformContext): void {
  app.post<{ Params: { name: string } }>('/epoint/:name', async (request, reply) => {
    const { name } = request.params;
    const now = context.now();
    const checked = checkEpoint(request.body, context.config.epoint.toPlatform, now);
    const fields = checked.ok ? checked.fields : ((request.body ?? {}) as EpointFields);
    const application =
      context.state.findApplication('epoint', fields.applyno) ??
      context.state.findApplication('epoint', fields.baohanno);
    const answer = (code: 0 | 1, message: string, data: Record<string, unknown> = {}) => {
      context.state.log(
        {
          direction: 'in',
          dialect: 'epoint',
          endpoint: name,
          verified: checked.ok ? true : checked.message === '签名校验失败' ? false : null,
          body: shown(fields),
          answer: { code, message, data },
          applicationId: application?.id ?? null,
        },
        now,
      );
      return reply.code(RECEIVERS[name] ? 200 : 404).send({ code, message, data });
    };
    const receive = RECEIVERS[name];
    if (!receive) return answer(0, `接口不存在：${name}`);
    if (!checked.ok) return answer(0, checked.message);
    if (context.state.takeFailure()) return answer(0, '沙箱平台按要求模拟失败');
    try {
      return answer(1, '成功', receive(fields, context, application) ?? {});
    } catch (error) {
      if (error instanceof Refusal) return answer(0, error.message);
      throw error;
    }
  });
}
