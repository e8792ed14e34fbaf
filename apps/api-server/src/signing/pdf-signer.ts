// PDF digital signatures (CMS detached, adbe.pkcs7.detached, SHA-256): a signature field and placeholder
// are added with @signpdf/placeholder-pdf-lib, then @signpdf/signpdf fills in the CMS that
// CmsSigner below builds with node-forge. Any PDF reader then shows "signed, not modified since".
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf, Signer } from '@signpdf/signpdf';
import { constants, createPrivateKey, privateEncrypt } from 'node:crypto';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { pemCertificates } from './certificate-facts';
import { forgeCertificate } from './forge-certificate';

/** A certificate (followed by its issuing chain, embedded for readers) and its private key. */
export interface SigningKey {
  certificatePem: string;
  privateKeyPem: string;
}

/** What the signature dictionary says; PDF text strings here are written as Latin-1, so ASCII only. */
export interface SignatureLabels {
  reason: string;
  name: string;
  contactInfo: string;
  location: string;
}

/** Room for the CMS: a 2048-bit RSA signature, two or three certificates and the attributes. */
const SIGNATURE_LENGTH = 8192;

/** DigestInfo's DER before a SHA-256 value (RFC 8017, 9.2). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * A key forge's CMS code signs with through node:crypto: RSASSA-PKCS1-v1_5 over the digest forge
 * computed (forge's own RSA in JavaScript takes ~150 ms per signature).
 */
function nativeRsaKey(privateKeyPem: string): forge.pki.rsa.PrivateKey {
  const key = createPrivateKey(privateKeyPem);
  const sign = (md: forge.md.MessageDigest) =>
    privateEncrypt(
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')]),
    ).toString('binary');
  return { sign } as unknown as forge.pki.rsa.PrivateKey;
}

class CmsSigner extends Signer {
  constructor(private readonly key: SigningKey) {
    super();
  }

  override async sign(content: Buffer, signingTime = new Date()): Promise<Buffer> {
    const [leaf, ...chain] = pemCertificates(this.key.certificatePem).map((pem) =>
      forgeCertificate(pem),
    );
    if (!leaf) throw new Error('the signing credential holds no certificate');
    const cms = forge.pkcs7.createSignedData();
    cms.content = forge.util.createBuffer(content.toString('binary'));
    for (const certificate of [leaf, ...chain]) cms.addCertificate(certificate);
    cms.addSigner({
      key: nativeRsaKey(this.key.privateKeyPem),
      certificate: leaf,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.messageDigest! },
        { type: forge.pki.oids.signingTime!, value: signingTime.toISOString() },
      ],
    });
    cms.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(cms.toAsn1()).getBytes(), 'binary');
  }
}

/** `pdf` with a digital signature by `key` over every byte but the signature itself. */
export async function signPdf(
  pdf: Uint8Array,
  key: SigningKey,
  labels: SignatureLabels,
  signingTime: Date,
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    ...labels,
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
  });
  // The placeholder must stay findable in plain text: no object streams.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new CmsSigner(key), signingTime);
}
