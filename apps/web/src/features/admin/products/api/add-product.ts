import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { type UploadProgress, uploadProductForm } from './upload-product.ts';

/** POST /api/add-product: product fields, the `displayImage` file and repeated `imagesUrl` files. */
export function addProduct(form: FormData, onProgress?: UploadProgress): Promise<AdminProduct> {
  return uploadProductForm('POST', '/api/add-product', form, onProgress);
}
