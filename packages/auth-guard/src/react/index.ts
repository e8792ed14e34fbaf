export * from './session-context';
export * from './permissions';
export * from './require-auth';
export * from './guarded-routes';
export * from './route-table-context';
