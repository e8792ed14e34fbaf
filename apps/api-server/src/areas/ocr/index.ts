import { ocrBusinessHandler } from './ocr-business';
import { ocrIdentityCardHandler } from './ocr-identity-card';

export const ocrHandlers = [ocrBusinessHandler, ocrIdentityCardHandler];
