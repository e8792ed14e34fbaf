// AEAD_AES_256_GCM decryption of a notification's `resource` with the APIv3 key: the ciphertext is
// base64 of the encrypted bytes followed by the 16-byte tag; `nonce` is the IV, `associated_data`
// the AAD. https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_2.shtml (证书和回调报文解密)
import { createDecipheriv } from 'node:crypto';

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

const TAG_LENGTH = 16;

/** The plaintext, or null when the algorithm is not AES-256-GCM or the tag does not verify. */
export function decryptResource(resource: EncryptedResource, apiV3Key: Buffer): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  const bytes = Buffer.from(resource.ciphertext, 'base64');
  if (bytes.length < TAG_LENGTH) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_LENGTH));
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_LENGTH)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
