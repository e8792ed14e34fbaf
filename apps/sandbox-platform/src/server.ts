// The sandbox platform's HTTP server: its page, the JSON API the tests drive, the endpoints our
// API pushes to in each dialect, and the files it serves (claim attachments, received letters).
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { ACTIONS, ActionRefused, runAction, type ActionName } from './actions';
import { createApplication, InputError, readApplicationInput } from './applications';
import { OpeningRefused, openSection } from './bid-opening';
import type { SandboxPlatformConfig } from './config';
import type { PlatformContext } from './context';
import { registerEpointReceiver } from './epoint/receiver';
import { registerJiangxiReceiver } from './jiangxi/receiver';
import {
  decryptJiangxiLetter,
  EPOINT_FILETYPES,
  jiangxiLetters,
  letterFormat,
  LetterUnavailable,
} from './letters';
import { renderPage } from './page';
import { samplePdf } from './sample-files';
import { PlatformState, type Application } from './state';

/**
 * An application as the JSON API shows it: Epoint's letter files as links (not bytes), 江西's
 * linked letters with the link that fetches and decrypts the 密文 one.
 */
export function applicationView(application: Application, state: PlatformState) {
  return {
    ...application,
    letterFiles: application.letterFiles.map(({ filetype, md5, size, bytes, receivedAt }) => ({
      filetype,
      kind: EPOINT_FILETYPES[filetype] ?? filetype,
      format: letterFormat(bytes).ext,
      md5,
      size,
      receivedAt,
      url: `/letters/${application.id}/${filetype}`,
    })),
    jiangxiLetters: jiangxiLetters(state, application).map((letter) => ({
      ...letter,
      decryptedUrl: `/jiangxi-letters/${application.id}/${letter.source}`,
    })),
  };
}

export function buildServer(
  config: SandboxPlatformConfig,
  { now = () => new Date(), logger = false }: { now?: () => Date; logger?: boolean } = {},
): { app: FastifyInstance; context: PlatformContext } {
  const context: PlatformContext = { config, state: new PlatformState(now()), now };
  const { state } = context;
  const app = Fastify({ logger, bodyLimit: 16 * 1024 * 1024 });

  const application = (id: string) => {
    const found = state.applications.find((a) => a.id === Number(id));
    if (!found) throw new ActionRefused('申请不存在');
    return found;
  };

  app.setErrorHandler((error, _request, reply) => {
    if (
      error instanceof InputError ||
      error instanceof ActionRefused ||
      error instanceof OpeningRefused
    )
      return reply.code(400).send({ message: error.message });
    if (error instanceof LetterUnavailable)
      return reply.code(error.status).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ message: status < 500 ? '请求格式错误' : '沙箱平台内部错误' });
  });

  app.get('/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderPage(context)),
  );

  app.get('/api/state', () => ({
    platforms: {
      jiangxi: { code: config.jiangxi.code, dialect: 'jiangxi-2.3.0' },
      epoint: { code: config.epoint.code, dialect: 'epoint-4.0' },
    },
    apiBase: config.apiBase,
    projects: state.projects,
    applications: state.applications.map((a) => applicationView(a, state)),
    messages: state.messages,
    failNext: state.failNext,
  }));

  app.post('/api/applications', async (request) => {
    const { application: created, push } = await createApplication(
      context,
      readApplicationInput(request.body),
    );
    return { application: applicationView(created, state), push };
  });

  app.post<{ Params: { id: string; action: string } }>(
    '/api/applications/:id/:action',
    async (request) => {
      const { id, action } = request.params;
      if (!(action in ACTIONS)) throw new ActionRefused(`未知操作：${action}`);
      const target = application(id);
      const push = await runAction(context, target, action as ActionName);
      return { application: applicationView(target, state), push };
    },
  );

  // 开标 of a 标段: Epoint baohanrestore to each of its applications with a letter number.
  app.post<{ Params: { guid: string } }>('/api/sections/:guid/open', async (request) => {
    const pushes = await openSection(context, request.params.guid);
    return { section: state.findSection(request.params.guid)!.section, pushes };
  });

  app.post('/__fake/fail-next', (request) => {
    const count = Number((request.body as { count?: unknown } | null)?.count ?? 1);
    if (!Number.isInteger(count) || count < 0) throw new InputError('count 须为非负整数');
    state.failNext = count;
    return { failNext: count };
  });

  app.get<{ Params: { name: string } }>('/files/:name', (request, reply) =>
    reply.type('application/pdf').send(samplePdf(request.params.name)),
  );

  // A letter file received from us (Epoint 4.4/4.5), decrypted: 1 密文保函, 2 明文保函.
  app.get<{ Params: { id: string; filetype: string } }>(
    '/letters/:id/:filetype',
    (request, reply) => {
      const target = application(request.params.id);
      const file = target.letterFiles.find((f) => f.filetype === request.params.filetype);
      if (!file) return reply.code(404).send({ message: '未收到该保函文件' });
      const name = `${String(target.result.letterNo ?? target.orderNo)}-${file.filetype}`;
      return sendLetter(reply, name, file.bytes);
    },
  );

  // 江西: the 密文 letter our 3.5 (issued) or 3.9 (delayed) linked, fetched and decrypted.
  app.get<{ Params: { id: string; source: string } }>(
    '/jiangxi-letters/:id/:source',
    async (request, reply) => {
      const target = application(request.params.id);
      const letter = jiangxiLetters(state, target).find((l) => l.source === request.params.source);
      if (!letter) return reply.code(404).send({ message: '未收到该保函' });
      const bytes = await decryptJiangxiLetter(context, letter);
      return sendLetter(reply, `${letter.elogNo || target.orderNo}-decrypted`, bytes);
    },
  );

  registerJiangxiReceiver(app, context);
  registerEpointReceiver(app, context);
  return { app, context };
}

/** A letter's bytes with the content type of its format (PDF shown inline, OFD downloaded). */
function sendLetter(reply: FastifyReply, name: string, bytes: Buffer) {
  const { ext, contentType } = letterFormat(bytes);
  const disposition = ext === 'pdf' ? 'inline' : 'attachment';
  const filename = `${name}.${ext}`.replace(/[^\w.-]/g, '_');
  return reply
    .type(contentType)
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .send(bytes);
}
