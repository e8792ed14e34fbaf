import { appConfig } from '@bht/vite-config';

export default appConfig({ app: 'portal', previewPort: 4173 });
