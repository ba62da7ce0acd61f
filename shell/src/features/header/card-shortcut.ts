/**
 * The URL that opens the member card full screen: the manifest's "My card" shortcut
 * (shell/public/manifest.webmanifest) starts the installed portal here. Any signed-in page
 * understands the `card=open` query (the header's Card button reads it); a signed-out member is
 * sent to /login with it as the redirect target, and lands on the card after logging in.
 */
export const CARD_SHORTCUT_URL = '/?card=open';

/** The query that asks for the member card: `card=open`. */
export const CARD_QUERY = { name: 'card', value: 'open' } as const;
