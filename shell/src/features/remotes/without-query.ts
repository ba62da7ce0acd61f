/**
 * A remote's manifest URL without its query: the runtime may add one to what was registered, and
 * a manifest is known by its path (which remote it belongs to, whether the page carries it).
 */
export const withoutQuery = (url: string): string => url.split('?')[0] ?? url;
