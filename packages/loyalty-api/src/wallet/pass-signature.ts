import forge from 'node-forge';
import type { AppleSigner } from './wallet-identity.ts';

/**
 * The `signature` file of a pass: a detached PKCS#7 (CMS) SignedData over manifest.json, signed
 * with the Pass Type ID certificate's key (SHA-256), carrying the certificate and the WWDR
 * intermediate so Wallet can build the chain to Apple's root. DER bytes.
 */
export function signManifest(manifest: Buffer, signer: AppleSigner, signingTime: Date): Buffer {
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(manifest.toString('binary'));
  signed.addCertificate(signer.certificate);
  signed.addCertificate(signer.wwdr);
  signed.addSigner({
    key: signer.key,
    certificate: signer.certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      // forge takes a Date here (its typings say string).
      { type: forge.pki.oids.signingTime!, value: signingTime as unknown as string },
    ],
  });
  signed.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(signed.toAsn1()).getBytes(), 'binary');
}
