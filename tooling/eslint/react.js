// Flat ESLint config for React packages and apps.
import reactHooks from 'eslint-plugin-react-hooks';
import base from './base.js';

export default [
  ...base,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Arco components the product draws in Arco's markup without their weight (packages/ui).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@arco-design/web-react',
              importNames: ['Alert'],
              message: "Use Alert from '@bht/ui': Arco's markup without its close animation.",
            },
            {
              name: '@arco-design/web-react',
              importNames: ['Tag'],
              message: "Use Tag from '@bht/ui': Arco's markup without its close button.",
            },
            {
              name: '@arco-design/web-react',
              importNames: ['Form'],
              message:
                "Use Form from '@bht/ui': Arco's Form API and markup without its Grid, Tooltip and validation library.",
            },
            {
              name: '@arco-design/web-react',
              importNames: ['Table', 'Pagination'],
              message:
                "Use DataTable / ResponsiveTable and Pager from '@bht/ui': Arco's table and pagination markup without Arco's Select, Dropdown and Trigger.",
            },
          ],
        },
      ],
    },
  },
];
