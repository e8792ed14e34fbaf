export * from './token';
export * from './permissions';
export * from './routes';
export * from './messages';
export * from './decide-navigation';
