import { describe, expect, it } from 'vitest';
import { chunkGroupScripts, chunkGroupStyles, FEDERATION_RUNTIME_GROUP, POP_UP_GROUP } from './shell-preloads.ts';

describe("the shell's chunk groups, for the BFF's preloads", () => {
  it("lists a named group's scripts as root-relative paths, in the group's order, without its stylesheets", () => {
    const groups = {
      [FEDERATION_RUNTIME_GROUP]: {
        assets: [
          { name: 'static/js/async/p.8040ba1a35.js' },
          { name: 'static/css/async/p.12.css' },
          { name: 'static/js/async/federation-runtime.775e057569.js' },
        ],
      },
      other: { assets: [{ name: 'static/js/async/o.1.js' }] },
    };
    expect(chunkGroupScripts(groups, FEDERATION_RUNTIME_GROUP)).toEqual([
      '/static/js/async/p.8040ba1a35.js',
      '/static/js/async/federation-runtime.775e057569.js',
    ]);
  });

  it("lists the pop-up group's stylesheets (its carousel's, for a pop-up the BFF draws), without its scripts", () => {
    const groups = {
      [POP_UP_GROUP]: {
        assets: [
          { name: 'static/js/async/pop-up-offer.1a.js' },
          { name: 'static/css/async/pop-up-offer.cf89264f31.css' },
        ],
      },
    };
    expect(chunkGroupStyles(groups, POP_UP_GROUP)).toEqual(['/static/css/async/pop-up-offer.cf89264f31.css']);
  });

  it('lists nothing for a group the build does not have', () => {
    expect(chunkGroupScripts({}, FEDERATION_RUNTIME_GROUP)).toEqual([]);
    expect(chunkGroupScripts({ [FEDERATION_RUNTIME_GROUP]: {} }, FEDERATION_RUNTIME_GROUP)).toEqual([]);
  });
});
