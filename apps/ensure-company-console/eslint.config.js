export { default } from '@bht/eslint-config/react';
