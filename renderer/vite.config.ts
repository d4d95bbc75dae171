import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// The renderer is loaded from app://console/ (or a test's static server): relative paths only.
export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    target: 'chrome130',
    modulePreload: { polyfill: false },
  },
});
