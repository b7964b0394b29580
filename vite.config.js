import { defineConfig } from 'vite';

// The pages are index.html (the game), embed.html (the iframe form of the
// embed) and embed-demo.html at the repository root; their sources live in
// www/. The wasm package is built by wasm-pack into www/pkg (scripts/wasm.sh).
// www/embed.js is built to dist/embed.js under that fixed name, because
// other sites link it; everything it loads is hashed under dist/assets/.
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        main: 'index.html',
        frame: 'embed.html',
        demo: 'embed-demo.html',
        embed: 'www/embed.js',
      },
      // The embed script keeps its exports (none) and its exact name.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  // The computer player's worker imports the wasm module: ES module workers.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
