/**
 * Solves a login's proof-of-work challenge in the browser (ALTCHA, PBKDF2 on Web Crypto) and
 * encodes the payload the BFF expects, as the captcha widget would: base64 of
 * `{ challenge, solution }`. The solver's code loads only when a login needs it. Null when it
 * could not be solved in time.
 */
export async function solveLoginChallenge(challenge: {
  parameters: Record<string, unknown>;
  signature: string;
}): Promise<string | null> {
  const { solveChallenge, pbkdf2 } = await import('altcha/lib');
  type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({
    // Handed over exactly as the BFF sent it: the BFF checks its signature, not this code.
    challenge: challenge as unknown as Challenge,
    deriveKey: pbkdf2.deriveKey,
    timeout: 60_000,
  });
  if (!solution) return null;
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
