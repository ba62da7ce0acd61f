/**
 * The class selectors a style sheet puts on the whole page: every class in a plain `.css` file, and
 * every `:global(…)` in a CSS Module. Remotes and the shell share one document, so a global class
 * in one can restyle another (docs/decisions/0017-style-isolation.md: three remotes'
 * `.ir-pagination`); only CSS Modules, scoped by the build, may hold classes.
 */
export function globalClassSelectors(css: string, isModule: boolean): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Selectors are what comes before a `{`; declarations (after `{`, before `;`/`}`) never match.
  const selectors = [...withoutComments.matchAll(/([^{};]+)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((selector) => !selector.startsWith('@'));
  if (isModule) return selectors.filter((selector) => selector.includes(':global'));
  return selectors.filter((selector) => /\.-?[_a-zA-Z][\w-]*/.test(selector));
}
