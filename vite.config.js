import { defineConfig } from 'vite';

// The page is index.html at the repository root; its sources live in www/.
// The wasm package is built by wasm-pack into www/pkg (scripts/wasm.sh).
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  // The computer player's worker imports the wasm module: ES module workers.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
