// The URLs global-setup hands to every browser test. Vitest's own ProvidedContext augmentation
// does not resolve under this workspace's module settings, so the keys are typed here instead.
import { inject } from 'vitest';

export interface E2eUrls {
  apiUrl: string;
  enterpriseUrl: string;
  consoleUrl: string;
}

export function e2eUrls(): E2eUrls {
  const read = inject as unknown as (key: keyof E2eUrls) => string;
  return {
    apiUrl: read('apiUrl'),
    enterpriseUrl: read('enterpriseUrl'),
    consoleUrl: read('consoleUrl'),
  };
}
