import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { Database } from '../db/database.ts';

/** The PEM texts of the development identity, as kept in `provider_secrets`. */
export interface DevelopmentWalletPems {
  /** Stands in for Apple's WWDR intermediate: the CA that issued the pass certificate. */
  wwdrCertificate: string;
  passCertificate: string;
  passKey: string;
  /** Stands in for a Google service account's key. */
  googleKey: string;
}

/** The Pass Type ID, team and issuer the development identity signs for (nothing Apple or Google knows). */
export const DEVELOPMENT_WALLET = {
  passTypeId: 'pass.jm.islandrewards.development',
  teamId: 'DEVELOPMNT',
  googleIssuerId: '0000000000000000000',
  googleServiceAccount: 'wallet-development@island-rewards.invalid',
} as const;

const SECRET_NAME = 'wallet_development_identity';
const YEAR_MS = 365 * 24 * 3600 * 1000;

function rsaKeyPem(): string {
  // Node's native generator: forge's own would take seconds of pure JavaScript.
  return generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

function issue(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  subjectKeyPem: string;
  issuerKeyPem: string;
  ca: boolean;
  now: Date;
}): string {
  const subjectKey = forge.pki.privateKeyFromPem(options.subjectKeyPem) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(subjectKey.n, subjectKey.e);
  // A positive serial: a leading 0x00-0x7f byte keeps the DER integer from reading as negative.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(options.now.getTime() - 24 * 3600 * 1000);
  certificate.validity.notAfter = new Date(options.now.getTime() + 10 * YEAR_MS);
  certificate.setSubject(options.subject);
  certificate.setIssuer(options.issuer);
  certificate.setExtensions(
    options.ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, critical: true },
        ],
  );
  certificate.sign(
    forge.pki.privateKeyFromPem(options.issuerKeyPem) as forge.pki.rsa.PrivateKey,
    forge.md.sha256.create(),
  );
  return forge.pki.certificateToPem(certificate);
}

/**
 * A fresh development identity: a stand-in WWDR CA, a Pass Type ID certificate it issued (subject
 * UID = the Pass Type ID, OU = the team, as Apple issues them), and an RSA key for Google links.
 */
export function createDevelopmentWalletPems(now: Date): DevelopmentWalletPems {
  const caKey = rsaKeyPem();
  const passKey = rsaKeyPem();
  const caName = [
    { name: 'commonName', value: 'Island Rewards Development Wallet CA (not Apple WWDR)' },
    { name: 'organizationName', value: 'Island Rewards (development)' },
  ];
  return {
    wwdrCertificate: issue({
      subject: caName,
      issuer: caName,
      subjectKeyPem: caKey,
      issuerKeyPem: caKey,
      ca: true,
      now,
    }),
    passCertificate: issue({
      subject: [
        { type: '0.9.2342.19200300.100.1.1', value: DEVELOPMENT_WALLET.passTypeId },
        { name: 'commonName', value: `Pass Type ID: ${DEVELOPMENT_WALLET.passTypeId}` },
        { name: 'organizationalUnitName', value: DEVELOPMENT_WALLET.teamId },
        { name: 'organizationName', value: 'Island Rewards (development)' },
      ],
      issuer: caName,
      subjectKeyPem: passKey,
      issuerKeyPem: caKey,
      ca: false,
      now,
    }),
    passKey,
    googleKey: rsaKeyPem(),
  };
}

/**
 * The development identity, made once and kept in the database like the token signing key, so
 * every provider instance on one database signs with the same keys and a restart changes nothing.
 * Two instances starting together may both make one; the first stored wins and both read it back.
 */
export async function loadDevelopmentWalletPems(db: Database, now: Date): Promise<DevelopmentWalletPems> {
  const read = async () =>
    (await db.query<{ value: string }>('select value from provider_secrets where name = $1', [SECRET_NAME])).rows[0];
  const existing = await read();
  if (existing) return JSON.parse(existing.value) as DevelopmentWalletPems;
  await db.query('insert into provider_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    SECRET_NAME,
    JSON.stringify(createDevelopmentWalletPems(now)),
  ]);
  return JSON.parse((await read())!.value) as DevelopmentWalletPems;
}
