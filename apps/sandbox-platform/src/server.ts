// The sandbox platform's HTTP server: its page, the JSON API the tests drive, the endpoints our
// API pushes to in each dialect, and the files it serves (claim attachments, received letters).
import Fastify, { type FastifyInstance } from 'fastify';
import { ACTIONS, ActionRefused, runAction, type ActionName } from './actions';
import { createApplication, InputError, readApplicationInput } from './applications';
import type { SandboxPlatformConfig } from './config';
import type { PlatformContext } from './context';
import { registerEpointReceiver } from './epoint/receiver';
import { registerJiangxiReceiver } from './jiangxi/receiver';
import { renderPage } from './page';
import { samplePdf } from './sample-files';
import { PlatformState, type Application } from './state';

/** An application as the JSON API shows it (letter files as links, not bytes). */
export function applicationView(application: Application) {
  return {
    ...application,
    letterFiles: application.letterFiles.map(({ filetype, md5, size }) => ({
      filetype,
      md5,
      size,
      url: `/letters/${application.id}/${filetype}`,
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
    if (error instanceof InputError || error instanceof ActionRefused)
      return reply.code(400).send({ message: error.message });
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
    applications: state.applications.map(applicationView),
    messages: state.messages,
    failNext: state.failNext,
  }));

  app.post('/api/applications', async (request) => {
    const { application: created, push } = await createApplication(
      context,
      readApplicationInput(request.body),
    );
    return { application: applicationView(created), push };
  });

  app.post<{ Params: { id: string; action: string } }>(
    '/api/applications/:id/:action',
    async (request) => {
      const { id, action } = request.params;
      if (!(action in ACTIONS)) throw new ActionRefused(`未知操作：${action}`);
      const target = application(id);
      const push = await runAction(context, target, action as ActionName);
      return { application: applicationView(target), push };
    },
  );

  app.post('/__fake/fail-next', (request) => {
    const count = Number((request.body as { count?: unknown } | null)?.count ?? 1);
    if (!Number.isInteger(count) || count < 0) throw new InputError('count 须为非负整数');
    state.failNext = count;
    return { failNext: count };
  });

  app.get<{ Params: { name: string } }>('/files/:name', (request, reply) =>
    reply.type('application/pdf').send(samplePdf(request.params.name)),
  );

  app.get<{ Params: { id: string; filetype: string } }>(
    '/letters/:id/:filetype',
    (request, reply) => {
      const target = application(request.params.id);
      const file = target.letterFiles.find((f) => f.filetype === request.params.filetype);
      if (!file) return reply.code(404).send({ message: '未收到该保函文件' });
      const kind = file.bytes.subarray(0, 4).toString('latin1') === '%PDF' ? 'pdf' : 'ofd';
      return reply
        .type(kind === 'pdf' ? 'application/pdf' : 'application/ofd')
        .header(
          'content-disposition',
          `attachment; filename="${target.result.letterNo ?? target.orderNo}-${file.filetype}.${kind}"`,
        )
        .send(file.bytes);
    },
  );

  registerJiangxiReceiver(app, context);
  registerEpointReceiver(app, context);
  return { app, context };
}
