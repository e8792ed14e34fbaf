export * from './text-rules';
export * from './checksums';
export * from './format';
export * from './date-time';
export * from './zod';
export * from './mask';
export * from './control-characters';
export * from './premium';
