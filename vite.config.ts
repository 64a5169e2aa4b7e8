import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: isSsrBuild ? [] : [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // The server: `vite build --ssr` bundles src/server/main.ts; node_modules stay external.
        outDir: '../../dist/server',
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: { input: 'src/server/main.ts' },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        target: 'es2022',
        cssCodeSplit: true,
        reportCompressedSize: false,
      },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
