// Issuing configuration (出函配置, docs/issuing-config.md): versioned contract templates, letter
// wording, seal and sample letter per guarantor; orders keep the versions they were created with.
import type { Implementation } from '../../http/implement';
import {
  addConfigVersionHandler,
  getConfigFilesHandler,
  getConfigVersionsHandler,
  publishConfigVersionHandler,
} from './config-handlers';
import { getEnsureCompanyFilesHandler } from './public-files';

export const issuingConfigHandlers: Implementation[] = [
  getConfigFilesHandler,
  getConfigVersionsHandler,
  addConfigVersionHandler,
  publishConfigVersionHandler,
  getEnsureCompanyFilesHandler,
];
