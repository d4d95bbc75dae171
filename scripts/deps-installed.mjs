// Exits 0 when node_modules holds what package-lock.json lists and the native modules load
// under this Node, so scripts/setup.sh can skip `npm ci`; exits 1 with the reason otherwise.
// npm itself writes node_modules/.package-lock.json (the installed tree) at the end of an install.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function reason() {
  let installed;
  try {
    installed = readJson('node_modules/.package-lock.json').packages;
  } catch {
    return 'node_modules is missing or was not installed by npm';
  }
  const manifest = readJson('package.json');
  const lock = readJson('package-lock.json').packages;
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    if (JSON.stringify(manifest[field] ?? {}) !== JSON.stringify(lock[''][field] ?? {})) {
      return `package.json's ${field} differ from package-lock.json`;
    }
  }
  for (const [path, entry] of Object.entries(lock)) {
    if (path === '') continue;
    const have = installed[path];
    // Optional packages for another platform (esbuild's, for example) are never installed.
    if (!have && (entry.optional || entry.devOptional)) continue;
    if (!have || have.version !== entry.version) {
      return `${path} ${entry.version} is not installed`;
    }
  }
  const require = createRequire(`${process.cwd()}/`);
  try {
    new (require('better-sqlite3'))(':memory:').close();
    require('keytar');
  } catch (error) {
    return `a native module does not load under Node ${process.version}: ${error.message}`;
  }
  return null;
}

const why = reason();
if (why) {
  console.error(why);
  process.exit(1);
}
