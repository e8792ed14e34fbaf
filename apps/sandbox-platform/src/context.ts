// What the routes and actions share: the configuration, the memory and the clock.
import type { SandboxPlatformConfig } from './config';
import type { PlatformState } from './state';

export interface PlatformContext {
  config: SandboxPlatformConfig;
  state: PlatformState;
  now(): Date;
}
