import { availableParallelism } from 'node:os';
import type { ImageStore } from '../../lib/image-store.ts';
import { readAll } from '../../lib/storage/storage.ts';
import { artworkSvg, type View } from './art/compose.ts';
import { type Palette, PRINT_PALETTES, SATIN_PALETTES } from './art/palettes.ts';
import { PRINTS } from './art/patterns.ts';
import { softLayers } from './art/soft-layers.ts';
import { DEMO_CATALOGUE } from './catalogue-data.ts';

/** A rendered look (print × colour) of a subcategory and its pictures, front view first. */
export type PoolDesign = { colour: string; printLabel: string; images: string[] };
export type ImagePool = Record<string, { displayImage: string; designs: PoolDesign[] }>;

const MANIFEST = 'images/demo-pool.json';
// Two pictures (front, fabric), three (+ neckline) or four (+ back): products get 2–4 images.
const VIEW_SETS: View[][] = [
  ['front', 'fabric'],
  ['front', 'detail', 'fabric'],
  ['front', 'back', 'detail', 'fabric'],
];

/**
 * Looks per subcategory: 1 for tiny test seeds, 2 for the default 320 products (98 pictures), 3 for
 * bigger demos. A picture costs ~0.2 s of CPU (render + 3 WebP widths), so the pool is capped to
 * keep the first start short on 2 cores.
 */
export const looksFor = (productCount: number) => Math.min(3, Math.max(1, Math.ceil(productCount / 160)));

/**
 * The demo pictures, rendered once into the image store and listed in a manifest there, so the
 * bulk seed and later runs reuse the files instead of drawing them again.
 */
export async function ensureImagePool(store: ImageStore, looks: number): Promise<ImagePool> {
  const manifest = await store.storage.get(MANIFEST);
  if (manifest) {
    const pool = JSON.parse((await readAll(manifest.body)).toString('utf8')) as ImagePool;
    const stored = await Promise.all(
      Object.values(pool).map(async (s) => s.designs.length >= looks && (await allStored(store, s.designs))),
    );
    if (stored.every(Boolean) && Object.keys(pool).length > 0) return pool;
  }
  const jobs: (() => Promise<void>)[] = [];
  const pool: ImagePool = {};
  DEMO_CATALOGUE.flatMap((c) => c.subcategories).forEach((spec, s) => {
    const palettes = spec.satin ? SATIN_PALETTES : PRINT_PALETTES;
    const entry: ImagePool[string] = { displayImage: '', designs: [] };
    pool[spec.name] = entry;
    for (let i = 0; i < looks; i++) {
      const palette: Palette = palettes[(s * 5 + i * 7) % palettes.length];
      const print = spec.prints[(s + i) % spec.prints.length];
      const art = { silhouette: spec.silhouette, print, palette };
      const views = VIEW_SETS[looks === 1 ? 0 : (s + i) % VIEW_SETS.length];
      const design: PoolDesign = { colour: palette.name, printLabel: PRINTS[print], images: views.map(() => '') };
      entry.designs.push(design);
      for (const [v, view] of views.entries())
        jobs.push(async () => {
          design.images[v] = await store.saveArtwork(
            artworkSvg(art, view, await softLayers(art.silhouette)),
            'product',
          );
        });
      if (i === 0)
        jobs.push(async () => {
          const layers = await softLayers(art.silhouette);
          entry.displayImage = await store.saveArtwork(artworkSvg(art, 'front', layers, true), 'subcategory');
        });
    }
  });
  await runLimited(jobs, Math.max(2, availableParallelism()));
  await store.storage.put(MANIFEST, Buffer.from(JSON.stringify(pool, null, 1)), { contentType: 'application/json' });
  return pool;
}

async function allStored(store: ImageStore, designs: PoolDesign[]): Promise<boolean> {
  const paths = designs.flatMap((d) => (d.images.length > 0 ? d.images : ['']));
  const found = await Promise.all(paths.map((p) => store.storage.exists(store.resolve(p) ?? 'images/none')));
  return found.every(Boolean);
}

async function runLimited(jobs: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
}
