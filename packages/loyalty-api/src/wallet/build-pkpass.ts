import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { signManifest } from './pass-signature.ts';
import type { AppleSigner } from './wallet-identity.ts';

/**
 * A signed pass bundle (.pkpass): a zip of pass.json, the images, manifest.json (the SHA-1 of
 * every other file, as Wallet checks them) and `signature` (manifest.json's detached PKCS#7).
 */
export function buildPkpass(
  passJson: Record<string, unknown>,
  images: Record<string, Buffer>,
  signer: AppleSigner,
  signingTime: Date,
): Buffer {
  const files: Record<string, Buffer> = { 'pass.json': Buffer.from(JSON.stringify(passJson)), ...images };
  const manifest = Buffer.from(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(files).map(([name, bytes]) => [name, createHash('sha1').update(bytes).digest('hex')]),
      ),
    ),
  );
  const signature = signManifest(manifest, signer, signingTime);
  const zip = zipSync(
    Object.fromEntries(
      Object.entries({ ...files, 'manifest.json': manifest, signature }).map(([name, bytes]) => [
        name,
        new Uint8Array(bytes),
      ]),
    ),
  );
  return Buffer.from(zip);
}
