import { messages } from '@nidra/shared';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { ApiError } from '../../../../lib/api-client.ts';
import { clearSession, getToken } from '../../../../lib/session.ts';

/** Called with the uploaded share of the body, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a product's multipart form with XMLHttpRequest, the one exception to the fetch client:
 * fetch reports no upload progress. Same bearer token and `{message}` errors; a 401 signs out
 * (the caller then goes to /login).
 */
export function uploadProductForm(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<AdminProduct> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as AdminProduct);
        return;
      }
      if (xhr.status === 401 && token) clearSession();
      const message = (body as { message?: unknown } | null)?.message;
      reject(new ApiError(xhr.status, typeof message === 'string' ? message : messages.httpError(xhr.status)));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, messages.networkNotOk)));
    xhr.addEventListener('abort', () => reject(new ApiError(0, messages.networkNotOk)));
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
