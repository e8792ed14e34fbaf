// FileUpload's `upload` for this app: sends the file through the upload call for a scene.
import { uploadFile, type RequestOf } from '@bht/api-client';
import { fileNameOf, type UploadedItem } from '@bht/ui';
import { api } from './api';

export type UploadScene = NonNullable<RequestOf<typeof uploadFile>['scene']>;

export async function uploadForScene(scene: UploadScene, file: File, onProgress: (percent: number) => void): Promise<UploadedItem> {
  const stored = await api.call(uploadFile, { scene, file }, { silent: true });
  onProgress(100);
  return { url: stored.url, name: stored.name || fileNameOf(stored.url) };
}
