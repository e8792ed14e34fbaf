import { deleteFileHandler } from './delete-file';
import { uploadFileHandler } from './upload-file';

export { registerUploadRoutes } from './serve-uploads';
export const uploadHandlers = [uploadFileHandler, deleteFileHandler];
