import type { NewSubcategory, ProductFields } from '@nidra/shared/admin/admin.schema';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { discountPercent, subcategoryKey } from '@nidra/shared/catalogue/product.rules';
import { messages } from '@nidra/shared/messages';
import { toPaise } from '@nidra/shared/money/format.rules';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { toAdminProduct } from '../catalogue/product-mapper.ts';
import type { AdminProductRow, AdminProductsRepository, ProductInsert } from './admin-products.repository.ts';
import { type ProductForm, parseProductFields } from './product-form.ts';
import { deleteImageFiles, type SavedUploads, saveProductUploads } from './product-image-files.ts';
import { plainColumns, resolveSubcategory } from './product-writes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Deps = { ctx: AppContext; repo: AdminProductsRepository; images: ImageStore };

export function createAdminProductsService({ ctx, repo, images }: Deps) {
  async function withImages(rows: AdminProductRow[]): Promise<AdminProduct[]> {
    const paths = await repo.findImagePaths(rows.map((r) => r.id));
    return rows.map((r) => toAdminProduct({ ...r, images: paths.get(r.id) ?? [] }));
  }

  async function loadProduct(id: string): Promise<AdminProduct> {
    const row = UUID.test(id) ? await repo.findProductById(id) : null;
    if (!row) throw notFound(messages.notFound);
    return (await withImages([row]))[0];
  }

  async function withSavedCostPrice(raw: Record<string, unknown>): Promise<Record<string, unknown>> {
    const given = raw.actualPrice;
    if ((given !== undefined && String(given).trim() !== '') || typeof raw.subcategory !== 'string') return raw;
    const saved = (await repo.findSubcategory(ctx.db, raw.subcategory))?.actualPrice;
    return saved == null ? raw : { ...raw, actualPrice: String(saved / 100) };
  }

  /**
   * Form fields to columns: money in paise; discount always recomputed from MRP and selling price,
   * which may not exceed the MRP (a negative discount is a typing mistake, not a price).
   */
  function toColumns(
    f: Partial<ProductFields>,
    current?: { mrp: number; sellingPrice: number },
  ): Partial<ProductInsert> {
    const set = plainColumns(f, (key) => f[key] !== undefined);
    if (f.MRP !== undefined) set.mrp = toPaise(f.MRP);
    if (f.sellingPrice !== undefined) set.sellingPrice = toPaise(f.sellingPrice);
    if (set.mrp !== undefined || set.sellingPrice !== undefined) {
      const mrp = set.mrp ?? current?.mrp ?? 0;
      const selling = set.sellingPrice ?? current?.sellingPrice ?? 0;
      if (selling > mrp) throw badRequest(messages.sellingAboveMrp);
      set.discount = discountPercent(mrp, selling);
    }
    return set;
  }

  const saveUploads = (form: ProductForm) => saveProductUploads(images, form, ctx.log);

  /** Runs the write; if it fails, the files uploaded for it are removed, since no row points at them. */
  async function writeWithUploads<T>(uploads: SavedUploads, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await deleteImageFiles(images, uploads.written, ctx.log);
      throw err;
    }
  }

  /** After a commit: removes the files of replaced images that no product or subcategory still shows. */
  async function removeReplacedImages(paths: string[]) {
    const inUse = await repo.findImagesInUse(paths);
    await deleteImageFiles(
      images,
      paths.filter((p) => !inUse.has(p)),
      ctx.log,
    );
  }

  return {
    /**
     * Adds a subcategory (and its category when new) with no products yet: the one way to add a menu
     * entry from the back office; 409 when one of that name (any case) exists. Its first product lends it a picture.
     */
    async addSubcategory(input: NewSubcategory): Promise<NewSubcategory> {
      await ctx.db.transaction(async (tx) => {
        if (await repo.findSubcategory(tx, input.subcategory))
          throw conflict(messages.subcategoryExists(input.subcategory));
        const categoryId = await repo.ensureCategory(tx, input.category);
        await repo.insertSubcategory(tx, { name: input.subcategory, categoryId, displayImage: null });
      });
      ctx.cache.invalidate();
      return input;
    },

    /** Every product, inactive and sold out included, newest first. */
    listAllProducts: async () => withImages(await repo.findProducts()),

    /** The newest product of each distinct name. */
    listLatestPerName: async () => withImages(await repo.findLatestPerName()),

    /**
     * Products of one subcategory, or all when none is given. The name is matched like the shop's
     * (subcategoryKey: any case, hyphens or spaces), so 'Co-ord Sets' and 'co-ord-sets' both find it.
     */
    async listProducts(subcategory?: string) {
      if (!subcategory) return withImages(await repo.findProducts());
      const key = subcategoryKey(subcategory);
      const sub = (await repo.listSubcategories()).find((s) => subcategoryKey(s.name) === key);
      return sub ? withImages(await repo.findProductsBySubcategoryId(sub.id)) : [];
    },

    /** One product by id (the name segment is decorative); 404 for unknown or malformed ids. */
    getProduct: (id: string) => loadProduct(id),

    /**
     * Adds a product: fields checked before any image is processed, images re-encoded by the store,
     * unknown category/subcategory created. A cost price left out is the subcategory's saved one (the
     * form pre-fills it too); with neither, the form's rule names actualPrice as missing. A display
     * image is required.
     */
    async addProduct(form: ProductForm): Promise<AdminProduct> {
      const fields = parseProductFields(await withSavedCostPrice(form.fields), 'add');
      // Spec §5: one display image per product; no product without a picture reaches the shop.
      if (!form.displayImage) throw badRequest(messages.displayImageRequired);
      const uploads = await saveUploads(form);
      const id = await writeWithUploads(uploads, () =>
        ctx.db.transaction(async (tx) => {
          const sub = await resolveSubcategory(repo, tx, fields.category, fields.subcategory, uploads.display ?? null);
          const columns = toColumns(fields);
          const productId = await repo.insertProduct(tx, {
            ...columns,
            productName: fields.productName,
            mrp: toPaise(fields.MRP),
            sellingPrice: toPaise(fields.sellingPrice),
            categoryId: sub.categoryId,
            subcategoryId: sub.id,
            displayImage: uploads.display ?? null,
          });
          await repo.replaceImages(tx, productId, uploads.extra);
          return productId;
        }),
      );
      ctx.cache.invalidate();
      return loadProduct(id);
    },

    /**
     * Changes only the fields sent. A new displayImage replaces the old one; new imagesUrl files
     * replace the whole list of additional images (none sent: the list is kept). The replaced files
     * are removed after the commit unless something else still shows them.
     */
    async updateProduct(id: string, form: ProductForm): Promise<AdminProduct> {
      if (!UUID.test(id)) throw notFound(messages.notFound);
      const fields = parseProductFields(form.fields, 'edit');
      if (fields.category !== undefined && fields.subcategory === undefined)
        throw badRequest(messages.fillOutField('subcategory'));
      const existing = await repo.findProductById(id);
      if (!existing) throw notFound(messages.notFound);
      const uploads = await saveUploads(form);
      const replaced = await writeWithUploads(uploads, () =>
        ctx.db.transaction(async (tx) => {
          const current = await repo.lockProduct(tx, id);
          if (!current) throw notFound(messages.notFound);
          const set = toColumns(fields, current);
          if (fields.subcategory !== undefined) {
            const category = fields.category ?? existing.category;
            const sub = await resolveSubcategory(
              repo,
              tx,
              category,
              fields.subcategory,
              uploads.display ?? current.displayImage,
            );
            set.subcategoryId = sub.id;
            set.categoryId = sub.categoryId;
          }
          if (uploads.display) set.displayImage = uploads.display;
          await repo.updateProduct(tx, id, set);
          const old = uploads.extra.length > 0 ? await repo.replaceImages(tx, id, uploads.extra) : [];
          return uploads.display && current.displayImage ? [current.displayImage, ...old] : old;
        }),
      );
      ctx.cache.invalidate();
      await removeReplacedImages(replaced);
      return loadProduct(id);
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
