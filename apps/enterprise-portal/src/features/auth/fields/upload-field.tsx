// A form-controlled FileUpload posting to uploadFile with a scene; reports each newly uploaded
// file so the caller can run OCR on it. Delete asks for confirmation and removes the server copy.
import { deleteFile } from '@bht/api-client';
import { FileUpload, type UploadedItem } from '@bht/ui';
import { api, runtimeConfig } from '../../../app/api';
import { uploadFor, type UploadScene } from '../../../app/upload';

export interface UploadFieldProps {
  scene: UploadScene;
  label: string;
  value?: UploadedItem[];
  onChange?: (items: UploadedItem[]) => void;
  onUploaded?: (item: UploadedItem) => void;
}

const IMAGE_TYPES = ['jpg', 'jpeg', 'png'];

export function UploadField({ scene, label, value = [], onChange, onUploaded }: UploadFieldProps) {
  const remove = async (item: UploadedItem) => {
    await api.call(deleteFile, { url: item.url });
  };
  const change = (items: UploadedItem[]) => {
    onChange?.(items);
    const added = items.find((item) => !value.some((v) => v.url === item.url));
    if (added) onUploaded?.(added);
  };
  return (
    <FileUpload
      label={label}
      accept={IMAGE_TYPES}
      value={value}
      onChange={change}
      upload={uploadFor(scene)}
      onDelete={remove}
      imageHost={runtimeConfig.imageHost}
    />
  );
}
