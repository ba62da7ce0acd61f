/** Mail services that ignore dots in the local part: `a.b.c@gmail.com` is `abc@gmail.com`'s inbox. */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The inbox an e-mail address reaches, as a key for per-recipient limits (the BFF's per-account
 * limits, the provider's per-recipient mail caps): lower case, without a `+tag` (`ann+1@x.jm`
 * and `ann+2@x.jm` are one inbox at nearly every mail service), and, for Gmail, without dots in
 * the local part. Otherwise anyone could send one inbox a limit's worth of mail per spelling.
 * Only for counting: mail still goes to the address as written, and two people whose addresses
 * differ only by a dot at another service merely share a count.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  const tagAt = lower.indexOf('+');
  let local = tagAt > 0 && tagAt < at ? lower.slice(0, tagAt) : lower.slice(0, at);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) local = local.replaceAll('.', '') || local;
  return `${local}@${dotless ?? domain}`;
}
