import { appConfig } from '@bht/vite-config';

export default appConfig({ app: 'console', previewPort: 4174 });
