// A stand-in for the shell's server build (dist/server/render-pages.js), for remote-renderer.test.ts:
// each "page" the test asks for says what a renderer worker can see — its environment, what its
// loaders' requests carry, what the remote's code may require — or misbehaves as asked.
const configured = {};

export const LENT_MODULES = {
  '@portal/api-client/http': { configureApiClient: (options) => Object.assign(configured, options) },
  react: { lent: true },
};

export async function renderRemotePage(request, sink) {
  const routes = request.routes;
  const behaviour = routes[0]?.behaviour ?? 'report';
  if (behaviour === 'hang') return () => sink.fellBack('aborted');
  if (behaviour === 'throw') throw new Error('the page threw');
  const answer = await fetch(new URL('/api/v1/account/points', configured.baseUrl), {
    headers: { accept: 'application/json', 'x-portal-request': '1' },
  });
  let refused = '';
  try {
    await fetch('http://127.0.0.1:1/elsewhere');
  } catch (error) {
    refused = String(error.message);
  }
  sink.shell(
    JSON.stringify({
      env: { ...process.env },
      seen: await answer.text(),
      refused,
      requireWorks: routes[0]?.react === true,
      session: request.session,
      // What a warmed build's code left in this worker (remote-renderer.test.ts).
      warmedBuilds: globalThis.warmedBuilds ?? 0,
    }),
  );
  sink.chunk('<p>later</p>');
  sink.done({ owner: request.owner, version: request.version, loaderData: {}, member: null });
  return () => undefined;
}
