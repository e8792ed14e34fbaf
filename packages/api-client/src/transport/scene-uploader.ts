// The `upload` a file picker needs (file, progress) → { url, name }, for one upload scene: the file
// goes through the contract's uploadFile call, errors stay with the caller (silent).
import type { z } from 'zod';
import { uploadFile } from '../contract';
import type { ApiClient } from './create-api-client';

export type UploadScene = NonNullable<z.input<typeof uploadFile.request>['scene']>;

export function sceneUploader(api: ApiClient, scene: UploadScene) {
  return async (
    file: File,
    onProgress?: (percent: number) => void,
  ): Promise<{ url: string; name: string }> => {
    const stored = await api.call(uploadFile, { scene, file }, { silent: true });
    onProgress?.(100);
    return { url: stored.url, name: stored.name || file.name };
  };
}
