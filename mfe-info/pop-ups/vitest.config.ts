import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** In tests an imported image is its URL on a stand-in origin, as the build makes it one on the real origin. */
export default defineConfig({
  plugins: [
    {
      name: 'image-urls',
      enforce: 'pre',
      load(id) {
        if (id.endsWith('.svg')) return `export default 'https://pop-ups.test/static/svg/${path.basename(id)}';`;
        return undefined;
      },
    },
  ],
});
