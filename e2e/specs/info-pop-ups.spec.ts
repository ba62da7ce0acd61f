import { expect, type Page, test } from '@playwright/test';
import { POP_UP_CONTAINER, POP_UP_EXPOSE, PopUpContentModuleSchema } from '@portal/contracts/pop-up-contract';
import * as v from 'valibot';
import { BASE_URL, POP_UPS_ORIGIN } from '../support/ports.ts';

/**
 * Marketing's pop-up content, as the shell reaches it: the manifest named by /config.json
 * `popUpSource`, on the pop-ups origin, loaded into a portal page through Module Federation's
 * global container. (The dashboard pop-up itself — the §4 rule and the modal — is the shell's and
 * is tested with the shell.)
 */

type PopUpContent = v.InferOutput<typeof PopUpContentModuleSchema>;

interface Manifest {
  metaData: { publicPath: string; globalName: string; remoteEntry: { name: string } };
  exposes: Array<{ name: string }>;
}

test('popUpSource names the pop-ups origin, which serves the manifest to the shell only', async ({ request }) => {
  const config = (await (await request.get(`${BASE_URL}/config.json`)).json()) as { popUpSource: string };
  expect(config.popUpSource).toBe(`${POP_UPS_ORIGIN}/mf-manifest.json`);

  const response = await request.get(config.popUpSource, { headers: { origin: BASE_URL } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['access-control-allow-origin']).toBe(BASE_URL);
  const manifest = (await response.json()) as Manifest;
  expect(manifest.metaData.globalName).toBe(POP_UP_CONTAINER);
  expect(manifest.exposes.map((expose) => expose.name)).toEqual([POP_UP_EXPOSE]);
  expect(manifest.metaData.publicPath).toMatch(new RegExp(`^${POP_UPS_ORIGIN}/v/[0-9a-f]{12}/$`));

  const elsewhere = await request.get(config.popUpSource, { headers: { origin: 'https://evil.example' } });
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
});

/** Loads the content module into the page the way the federation runtime does: remoteEntry, init, get. */
async function loadContent(page: Page, entry: string): Promise<PopUpContent> {
  const loaded = await page.evaluate(
    async ({ entry, globalName, expose }) => {
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = entry;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${entry}`));
        document.head.append(script);
      });
      type Container = { init(shareScope: object): Promise<void>; get(module: string): Promise<() => unknown> };
      const container = (window as unknown as Record<string, Container | undefined>)[globalName];
      if (!container) throw new Error(`no ${globalName} container`);
      await container.init({});
      const module = (await container.get(`./${expose}`))();
      return JSON.parse(JSON.stringify(module)) as unknown;
    },
    { entry, globalName: POP_UP_CONTAINER, expose: POP_UP_EXPOSE },
  );
  const parsed = v.safeParse(PopUpContentModuleSchema, loaded);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([]);
  return parsed.output as PopUpContent;
}

const slidesOf = (content: PopUpContent) => Object.values(content.popUps).flatMap((campaign) => campaign?.slides ?? []);

test('the content module loads in a portal page, meets the contract, and its images come from its origin', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const manifest = (await (await request.get(`${POP_UPS_ORIGIN}/mf-manifest.json`)).json()) as Manifest;
  const content = await loadContent(page, `${manifest.metaData.publicPath}${manifest.metaData.remoteEntry.name}`);

  expect(content.contractVersion).toMatch(/^1\./);
  expect(content.popUps.dashboard?.slides.length).toBeGreaterThanOrEqual(2);
  expect(content.popUps.login).toBeDefined();
  expect(content.popUps.rewards).toBeDefined();

  const slides = slidesOf(content);
  for (const slide of slides) {
    // Absolute, on the content's own origin, in the published version's folder.
    expect(slide.imageUrl.startsWith(manifest.metaData.publicPath)).toBe(true);
    const image = await request.get(slide.imageUrl, { headers: { origin: BASE_URL } });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/svg+xml');
    expect(image.headers()['cache-control']).toContain('immutable');
  }
  // And they render in the page at the size the content states.
  const sizes = await page.evaluate(
    (urls: string[]) =>
      Promise.all(
        urls.map(
          (url) =>
            new Promise<[number, number]>((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
              image.onerror = () => reject(new Error(`could not load ${url}`));
              image.src = url;
            }),
        ),
      ),
    slides.map((slide) => slide.imageUrl),
  );
  expect(sizes).toEqual(slides.map((slide) => [slide.width, slide.height]));
});

test('each published version has a manifest URL of its own, which popUpSource can name to switch', async ({
  page,
  request,
}) => {
  const { version } = (await (await request.get(`${POP_UPS_ORIGIN}/health`)).json()) as { version: string };
  const pinned = `${POP_UPS_ORIGIN}/v/${version}/`;
  const manifest = (await (await request.get(`${pinned}mf-manifest.json`)).json()) as Manifest;
  // As built: the federation runtime takes the folder of the manifest's URL as the public path.
  expect(manifest.metaData.publicPath).toBe('auto');
  expect(manifest.exposes.map((expose) => expose.name)).toEqual([POP_UP_EXPOSE]);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const content = await loadContent(page, `${pinned}${manifest.metaData.remoteEntry.name}`);
  for (const slide of slidesOf(content)) expect(slide.imageUrl.startsWith(pinned)).toBe(true);
});
