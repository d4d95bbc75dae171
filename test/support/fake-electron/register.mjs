// `node --import ./register.mjs dist/main/index.js`: every `import 'electron'` (main's and
// electron-store's) gets the stand-in next to this file instead of the real package.
import { registerHooks } from 'node:module';

const fake = new URL('./electron.mjs', import.meta.url).href;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'electron') return { url: fake, format: 'module', shortCircuit: true };
    return next(specifier, context);
  },
});
