// The OCR vendors OCR_VENDOR may name (docs/providers.md).
import { vendor, type Vendor } from '../vendors';
import { AliyunOcrProvider } from './aliyun-ocr-provider';
import { readAliyunOcrSettings } from './aliyun-ocr-settings';
import type { OcrProvider } from './ocr-provider';

export const OCR_VENDORS: Record<string, Vendor<OcrProvider>> = {
  aliyun: vendor(readAliyunOcrSettings, (settings) => new AliyunOcrProvider(settings)),
};
