// External services behind small interfaces. With SANDBOX_PROVIDERS (the default outside
// production) each is a local sandbox that behaves like the real service and says so in logs;
// a real vendor is one file implementing the interface plus one line here.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { SandboxSmsProvider } from './sms/sandbox-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import type { OcrProvider } from './ocr/ocr-provider';
import { SandboxOcrProvider } from './ocr/sandbox-ocr-provider';
import type { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';

export interface Providers {
  /** True when every provider is the local sandbox (shown in logs and the apps). */
  sandbox: boolean;
  sms: SmsProvider;
  /** Uploaded and generated files (local folder UPLOAD_DIR), served at /uploads/<key>. */
  storage: FileStorage;
  ocr: OcrProvider;
}

export function createProviders(config: Config, db: Db, log?: FastifyBaseLogger): Providers {
  if (!config.SANDBOX_PROVIDERS) {
    throw new Error('No real SMS / OCR / bank / e-sign vendor is configured: set SANDBOX_PROVIDERS=true to run with the sandbox providers.');
  }
  return {
    sandbox: true,
    sms: new SandboxSmsProvider(db, log),
    storage: new LocalFileStorage(config.UPLOAD_DIR),
    ocr: new SandboxOcrProvider(log),
  };
}
