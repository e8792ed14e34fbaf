// PDF digital signatures (CMS detached, adbe.pkcs7.detached, SHA-256): a signature field and placeholder
// are added with @signpdf/placeholder-pdf-lib, then @signpdf/signpdf fills in the CMS that
// cmsSigner below builds with node-forge. Any PDF reader then shows "signed, not modified since".
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf, Signer } from '@signpdf/signpdf';
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
      key: forge.pki.privateKeyFromPem(this.key.privateKeyPem),
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
