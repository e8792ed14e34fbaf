// This app's file uploads, by scene (FileUpload's `upload`).
import { sceneUploader, type UploadScene } from '@bht/api-client';
import { api } from './api';

export type { UploadScene };
export const uploadFor = (scene: UploadScene) => sceneUploader(api, scene);
