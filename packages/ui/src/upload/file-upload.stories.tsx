import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload, type UploadedItem } from './file-upload';

function Demo({
  initial,
  upload,
  onDelete,
}: {
  initial: UploadedItem[];
  upload: (f: File, p: (n: number) => void) => Promise<UploadedItem>;
  onDelete: (i: UploadedItem) => Promise<void>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FileUpload
      label="上传营业执照"
      value={value}
      onChange={setValue}
      upload={upload}
      onDelete={onDelete}
      maxCount={3}
      imageHost=""
      accept={['jpg', 'png', 'pdf', 'xlsx', 'pptx']}
      maxSizeMb={1}
    />
  );
}

const meta = {
  title: '表单/FileUpload 文件上传',
  component: Demo,
  args: {
    initial: [
      { url: '/uploads/demo/合同.pdf', name: '委托担保合同.pdf' },
      { url: '/uploads/demo/清单.xlsx', name: '工程量清单.xlsx' },
    ],
    upload: fn(async (file: File, onProgress: (n: number) => void) => {
      onProgress(50);
      onProgress(100);
      return { url: `/uploads/demo/${file.name}`, name: file.name };
    }),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFiles: Story = {};

export const RejectsWrongTypeAndSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('上传营业执照');
    await userEvent.upload(input, new File(['x'], '说明.docx', { type: 'application/msword' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '仅支持 jpg、png、pdf、xlsx、pptx 格式',
    );
    await userEvent.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件大小不能超过 1MB');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const UploadsAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('上传营业执照'),
      new File(['%PDF-1.4'], '授权书.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('授权书.pdf')).toBeInTheDocument();
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
};
