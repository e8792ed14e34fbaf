import { appConfig } from '@bht/vite-config';

export default appConfig({ devPort: 5173, previewPort: 4173 });
