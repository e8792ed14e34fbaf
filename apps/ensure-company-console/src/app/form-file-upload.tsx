// FileUpload as an Arco Form control (Form.Item injects value / onChange), showing uploads from
// this app's image host.
import { FileUpload, type FileUploadProps, type UploadedItem } from '@bht/ui';
import { runtimeConfig } from './api';

export type FormFileUploadProps = Omit<FileUploadProps, 'value' | 'onChange' | 'imageHost'> & {
  value?: UploadedItem[];
  onChange?: (items: UploadedItem[]) => void;
};

export function FormFileUpload({ value = [], onChange, ...rest }: FormFileUploadProps) {
  return (
    <FileUpload
      {...rest}
      value={value}
      onChange={(items) => onChange?.(items)}
      imageHost={runtimeConfig.imageHost}
    />
  );
}
