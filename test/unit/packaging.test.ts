import { existsSync, readFileSync } from 'node:fs';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface BuilderConfig {
  files: string[];
  npmRebuild: boolean;
  electronFuses: Record<string, boolean>;
  deb: { depends: string[] };
  win: { icon: string };
  linux: { icon: string };
}

const config = parse(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;

/** electron-builder's `files`: in order, a pattern includes, a `!pattern` excludes. */
function shipped(path: string): boolean {
  let included = false;
  for (const pattern of config.files) {
    if (pattern.startsWith('!')) {
      if (minimatch(path, pattern.slice(1), { dot: true })) included = false;
    } else if (minimatch(path, pattern, { dot: true })) included = true;
  }
  return included;
}

/** Every file main loads at run time (main/index.ts, main/tray.ts, main/window.ts). */
const RUNTIME_FILES = [
  'package.json',
  'dist/main/index.js',
  'dist/main/preload.cjs',
  'dist/renderer/index.html',
  'build/icon.png',
  'build/icon.ico',
  'build/tray.png',
  'build/tray@2x.png',
];

describe('electron-builder.yml', () => {
  it('ships every file main loads at run time', () => {
    for (const file of RUNTIME_FILES)
      expect({ file, shipped: shipped(file) }).toEqual({ file, shipped: true });
    // The icons are committed (scripts/make-icons.mjs makes them from build/icon.png).
    for (const file of RUNTIME_FILES.filter((f) => f.startsWith('build/')))
      expect(existsSync(file)).toBe(true);
    const ico = readFileSync('build/icon.ico');
    expect(ico.readUInt16LE(2)).toBe(1); // an icon resource
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(4); // 16 to 256 px
  });

  it('leaves out benches, tests, source maps and sources', () => {
    for (const file of [
      'dist/bench/exports.js',
      'dist/bench/instructions/run.js',
      'dist/test/anything.js',
      'dist/main/index.js.map',
      'dist/service/serve.js.map',
      'test/integration/desktop-main.test.ts',
      'main/index.ts',
      'service/app.ts',
      'build/icon-source.svg',
    ])
      expect({ file, shipped: shipped(file) }).toEqual({ file, shipped: false });
  });

  it('uses the prebuilt binaries, flips the fuses, and keeps the deb defaults', () => {
    expect(config.npmRebuild).toBe(false);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    expect(config.deb.depends).toEqual(
      expect.arrayContaining(['libsecret-1-0', 'libgtk-3-0', 'libnotify4', 'libnss3', 'xdg-utils']),
    );
    expect(config.win.icon).toBe('build/icon.ico');
  });
});
