import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', '@arco-design/web-react'] },
  server: { port: 5174, strictPort: true },
  preview: { port: 4174, strictPort: true },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // React and the router change rarely: one long-cached vendor chunk.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react-vendor';
          return undefined;
        },
      },
    },
  },
});
