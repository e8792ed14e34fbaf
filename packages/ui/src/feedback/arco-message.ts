// Arco's Message with its stylesheet, as one module for toast.ts to load on the first toast.
import '@arco-design/web-react/es/Message/style/css.js';

export { Message } from '@arco-design/web-react';
