/** Evaluated with the routes (a static import), unlike the pages. */
export const THINGS_TITLE = 'Things';
