import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev -w frontend` talks to the API started by `npm start`.
    proxy: { '/api': 'http://localhost:3000', '/admin/queues': 'http://localhost:3000' },
  },
  // Illustrations stay separate files (lazy-loaded images), never data URIs inside the JS.
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0 },
});
