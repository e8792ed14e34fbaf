// FileUpload's `upload` for a given scene: the file goes through the contract's uploadFile call.
import { uploadFile, type RequestOf } from '@bht/api-client';
import type { UploadedItem } from '@bht/ui';
import { api } from '../../app/api';

type UploadScene = NonNullable<RequestOf<typeof uploadFile>['scene']>;

export const uploadFor =
  (scene: UploadScene) =>
  async (file: File): Promise<UploadedItem> => {
    const uploaded = await api.call(uploadFile, { scene, file }, { silent: true });
    return { url: uploaded.url, name: uploaded.name || file.name };
  };
