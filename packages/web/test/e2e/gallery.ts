/**
 * The screenshot gallery of docs/web.md: a screenshot of the table, made small enough for the
 * repository (scaled down and its colours reduced to 4 bits a channel, which PNG compresses well)
 * by the browser itself, so no image tool is needed. Written only when TNT_GALLERY names a
 * folder (`TNT_GALLERY=docs/web npx vitest run packages/web/test/e2e/table.test.ts`).
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';

export const GALLERY = process.env.TNT_GALLERY;

/** Scales a PNG by `factor` and rounds its colours, in a page of its own; answers the PNG. */
async function shrink(browser: Browser, png: Buffer, factor: number): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(
      async ({ src, factor }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(img.width * factor);
        canvas.height = Math.round(img.height * factor);
        const ctx = canvas.getContext('2d')!;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.data.length; i += 4) {
          for (let c = 0; c < 3; c++) data.data[i + c] = (data.data[i + c]! & 0xf0) | 0x08;
        }
        ctx.putImageData(data, 0, 0);
        return canvas.toDataURL('image/png');
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, factor },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}

/** Adds the page as it is now to the gallery as `<name>.png`, when a gallery is asked for. */
export async function galleryShot(browser: Browser, page: Page, name: string): Promise<void> {
  if (GALLERY === undefined || GALLERY === '') return;
  const png = await page.screenshot({ animations: 'disabled' });
  const { width } = page.viewportSize() ?? { width: 1280 };
  // Phones at 240 pixels across, wider screens at 440.
  const factor = width < 500 ? 240 / width : Math.min(1, 440 / width);
  const root = resolve(import.meta.dirname, '../../../..');
  await writeFile(join(root, GALLERY, `${name}.png`), await shrink(browser, png, factor));
}
