import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import type { Database } from '../db/database.ts';
import type { ProviderSettings } from '../settings.ts';
import { DEVELOPMENT_WALLET, loadDevelopmentWalletPems } from './development-wallet-identity.ts';

/** Who signs Apple passes: the Pass Type ID certificate, its key, and the intermediate for the chain. */
export interface AppleSigner {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  wwdr: forge.pki.Certificate;
  passTypeId: string;
  teamId: string;
}

/** Who signs "Save to Google Wallet" links: a service account of the issuer. */
export interface GoogleSigner {
  issuerId: string;
  serviceAccountEmail: string;
  key: KeyObject;
}

export interface WalletIdentity {
  apple: AppleSigner;
  google: GoogleSigner;
  /** True when either half is the generated development identity (docs/wallet.md). */
  development: boolean;
}

function appleSigner(pems: { certificate: string; key: string; wwdr: string }, passTypeId: string, teamId: string) {
  return {
    certificate: forge.pki.certificateFromPem(pems.certificate),
    key: forge.pki.privateKeyFromPem(pems.key) as forge.pki.rsa.PrivateKey,
    wwdr: forge.pki.certificateFromPem(pems.wwdr),
    passTypeId,
    teamId,
  };
}

async function googleServiceAccount(file: string): Promise<{ email: string; key: KeyObject }> {
  const json = JSON.parse(await readFile(file, 'utf8')) as { client_email?: unknown; private_key?: unknown };
  if (typeof json.client_email !== 'string' || typeof json.private_key !== 'string') {
    throw new Error(`${file} is not a Google service account key (no client_email or private_key).`);
  }
  return { email: json.client_email, key: createPrivateKey(json.private_key) };
}

/**
 * The wallet identity the settings name (PEM files, a service-account key file), or for each half
 * left unset the development identity kept in the database. Read once per provider: call it
 * through `walletIdentityOf`.
 */
export async function loadWalletIdentity(
  db: Database,
  settings: Pick<ProviderSettings, 'walletApple' | 'walletGoogle'>,
  now: Date,
): Promise<WalletIdentity> {
  const { walletApple, walletGoogle } = settings;
  const development = !walletApple || !walletGoogle ? await loadDevelopmentWalletPems(db, now) : undefined;
  const apple = walletApple
    ? appleSigner(
        {
          certificate: await readFile(walletApple.certificateFile, 'utf8'),
          key: await readFile(walletApple.keyFile, 'utf8'),
          wwdr: await readFile(walletApple.wwdrFile, 'utf8'),
        },
        walletApple.passTypeId,
        walletApple.teamId,
      )
    : appleSigner(
        { certificate: development!.passCertificate, key: development!.passKey, wwdr: development!.wwdrCertificate },
        DEVELOPMENT_WALLET.passTypeId,
        DEVELOPMENT_WALLET.teamId,
      );
  const account = walletGoogle
    ? await googleServiceAccount(walletGoogle.serviceAccountFile)
    : { email: DEVELOPMENT_WALLET.googleServiceAccount, key: createPrivateKey(development!.googleKey) };
  return {
    apple,
    google: {
      issuerId: walletGoogle?.issuerId ?? DEVELOPMENT_WALLET.googleIssuerId,
      serviceAccountEmail: account.email,
      key: account.key,
    },
    development: development !== undefined,
  };
}

const identities = new WeakMap<object, Promise<WalletIdentity>>();

/**
 * The provider's wallet identity, loaded on the first pass asked for (a provider that never
 * issues one never makes keys) and kept. A failed load is not kept, so the next request tries again.
 */
export function walletIdentityOf(ctx: {
  db: Database;
  settings: Pick<ProviderSettings, 'walletApple' | 'walletGoogle'>;
  now: () => Date;
}): Promise<WalletIdentity> {
  let identity = identities.get(ctx);
  if (!identity) {
    identity = loadWalletIdentity(ctx.db, ctx.settings, ctx.now());
    identity.catch(() => identities.delete(ctx));
    identities.set(ctx, identity);
  }
  return identity;
}
