// The whole API contract. Importable by the server without ky or React.
export * from './define';
export * from './envelope';
export * from './common';
export * from './models';
export * from './auth';
export * from './firm';
export * from './system';
export * from './projects';
export * from './guarantors';
export * from './letters';
export * from './orders';
export * from './payments';
export * from './other-letters';
export * from './invoices-claims-notices';
export * from './reference';
export * from './company';
export * from './registry';
