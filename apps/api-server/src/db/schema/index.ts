export * from './enterprises';
export * from './companies';
export * from './projects';
export * from './infrastructure';
export * from './accounts-support';
export * from './orders';
export * from './payments';
export * from './messages';
