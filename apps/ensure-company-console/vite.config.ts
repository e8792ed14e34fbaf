import { appConfig } from '@bht/vite-config';

export default appConfig({ devPort: 5174, previewPort: 4174 });
