// Reading a business licence or an ID card from an image. A real vendor (Baidu, Aliyun,
// Tencent Cloud…) is one more file implementing this interface; the user always confirms or
// corrects the fields, so the rest of the product treats them as suggestions.
export interface OcrImage {
  bytes: Buffer;
  mime: string;
}

export interface BusinessLicenseFields {
  name: string;
  creditCode: string;
  legalPerson: string;
  address: string;
  registeredCapital: string;
  /** YYYY-MM-DD */
  establishedDate: string;
  /** e.g. `2015-06-18 至 长期` */
  businessTerm: string;
}

export type IdCardSide = 'front' | 'back';

/** The front carries name, number and address; the back the issuing office and validity. */
export interface IdentityCardFields {
  side: IdCardSide;
  name: string;
  idCard: string;
  address: string;
  issuer: string;
  /** e.g. `2016.03.15-2036.03.15` or `2016.03.15-长期` */
  validPeriod: string;
}

export interface OcrProvider {
  /** 'sandbox' or the vendor's name; shown in logs. */
  readonly name: string;
  /** True for the sandbox: results are made up, and the apps say so. */
  readonly sandbox: boolean;
  businessLicense(image: OcrImage): Promise<BusinessLicenseFields>;
  identityCard(image: OcrImage, side: IdCardSide): Promise<IdentityCardFields>;
}
