export { default } from '@bht/eslint-config/base';
