import { messages } from '@nidra/shared';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { ApiError } from '../../../../lib/api-client.ts';
import { type UploadProgress, uploadProductForm } from './upload-product.ts';

/**
 * PUT /api/products/{id} with the edit form (multipart). The answer must be the product edited:
 * another `_id` counts as a failure (spec §7).
 */
export async function updateProduct(id: string, form: FormData, onProgress?: UploadProgress): Promise<AdminProduct> {
  const product = await uploadProductForm('PUT', `/api/products/${encodeURIComponent(id)}`, form, onProgress);
  if (product?._id !== id) throw new ApiError(200, messages.productUpdateError);
  return product;
}
