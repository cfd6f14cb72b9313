import type { RouteOutput } from '@dpts/contract/api/define';
import type { Routes } from '@dpts/contract/api/routes';
import { ApiError, apiErrorFrom, routeTarget } from './api-client';

export type UploadedImage = RouteOutput<Routes['uploadImage']>['data'];

/**
 * Uploads an image with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * Rejects with an ApiError like every other call.
 */
export function uploadImage(
  file: File,
  kind: 'league' | 'profile' | 'volunteering' | 'reward' | 'badge',
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { method, url } = routeTarget('uploadImage', { query: { kind } });
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(null, null));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((body as RouteOutput<Routes['uploadImage']>).data);
      } else void apiErrorFrom(xhr.status, body).then(reject);
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
