export * from './contract';
export * from './transport/api-error';
export * from './transport/create-api-client';
export * from './transport/download-export';
export * from './query/endpoint-query';
export * from './transport/runtime-config';
export * from './transport/scene-uploader';
export * from './query/inbox-source';
