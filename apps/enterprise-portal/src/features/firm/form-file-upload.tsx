// FileUpload as an Arco Form control (Form.Item injects value / onChange).
import { FileUpload, type FileUploadProps, type UploadedItem } from '@bht/ui';
import { runtimeConfig } from '../../app/api';

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

export const firstUrl = (items: readonly UploadedItem[] | undefined): string | undefined =>
  items?.[0]?.url;
