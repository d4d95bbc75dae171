// Makes the packaged icons from build/icon.png (256×256): build/icon.ico for Windows (the
// installer, the window and the tray; PNG-compressed entries) and build/tray.png and
// build/tray@2x.png (16 and 32 px) for the tray on Linux and macOS. Run after changing icon.png.
import { readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const source = PNG.sync.read(readFileSync('build/icon.png'));

/** Box-filter downscale (premultiplied alpha, so transparent edges do not darken). */
function resize(size) {
  const out = new PNG({ width: size, height: size });
  const scale = source.width / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0,
        n = 0;
      for (let sy = Math.floor(y * scale); sy < Math.floor((y + 1) * scale); sy++) {
        for (let sx = Math.floor(x * scale); sx < Math.floor((x + 1) * scale); sx++) {
          const i = (sy * source.width + sx) * 4;
          const alpha = source.data[i + 3];
          r += source.data[i] * alpha;
          g += source.data[i + 1] * alpha;
          b += source.data[i + 2] * alpha;
          a += alpha;
          n++;
        }
      }
      const o = (y * size + x) * 4;
      out.data[o] = a ? Math.round(r / a) : 0;
      out.data[o + 1] = a ? Math.round(g / a) : 0;
      out.data[o + 2] = a ? Math.round(b / a) : 0;
      out.data[o + 3] = Math.round(a / n);
    }
  }
  return PNG.sync.write(out);
}

const sizes = [16, 24, 32, 48, 256];
const images = sizes.map((size) =>
  size === source.width ? readFileSync('build/icon.png') : resize(size),
);
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size === 256 ? 0 : size, entry); // 0 means 256
  header.writeUInt8(size === 256 ? 0 : size, entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
writeFileSync('build/icon.ico', Buffer.concat([header, ...images]));
writeFileSync('build/tray.png', resize(16));
writeFileSync('build/tray@2x.png', resize(32));
