import * as v from 'valibot';

/**
 * The pop-up content contract. Marketing's build (named by `popUpSource` in /config.json) exposes
 * `./pop-up-content` with this shape; the shell owns when a pop-up shows (requirements §8.3 pop-up rule) and
 * renders it, so new content needs no shell release.
 */
export const POP_UP_CONTRACT_VERSION = '1.0.0';

/** The federated module that carries pop-up content, and the module it exposes. */
export const POP_UP_CONTAINER = 'mfe_pop_ups';
export const POP_UP_EXPOSE = 'pop-up-content';
/**
 * The same content as data, beside the build's `mf-manifest.json` (image URLs relative to that
 * folder): what the BFF reads to draw a pop-up in a page's HTML, without running the build's code.
 */
export const POP_UP_CONTENT_FILE = 'pop-up-content.json';

const PopUpSlideSchema = v.object({
  /** Absolute URL on the content's own origin. */
  imageUrl: v.pipe(v.string(), v.url()),
  /** Intrinsic size, so the pop-up reserves the space and nothing shifts while the image loads. */
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  alt: v.pipe(v.string(), v.minLength(1)),
  /** Where the slide leads, a portal path (`/rewards?categories=fuel`) or an absolute URL; null for none. */
  href: v.nullable(v.string()),
  linkLabel: v.optional(v.string()),
  /**
   * The slide invites people to join (register). The shell leaves it out while registration is
   * off, since its call to action could not be followed (docs/deploy-pop-ups.md, "Change the
   * content"). Absent: false.
   */
  invitesToJoin: v.optional(v.boolean()),
});

/** Who a campaign is for: visitors who are not signed in, members, or guests (the account types of requirements §5). */
const POP_UP_AUDIENCES = ['signed-out', 'member', 'guest'] as const;
export type PopUpAudience = (typeof POP_UP_AUDIENCES)[number];

/** An instant with its offset written out, e.g. `2026-12-01T00:00:00-05:00` (Jamaica keeps UTC−5 all year). */
const Instant = v.pipe(v.string(), v.isoTimestamp(), v.regex(/(Z|[+-]\d{2}:\d{2})$/));

const PopUpCampaignSchema = v.object({
  /** Changes with the content, so a new campaign shows again to members who closed the last one. */
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  /** More than one slide: the shell shows a carousel. */
  slides: v.pipe(v.array(PopUpSlideSchema), v.minLength(1)),
  /** ISO date-time after which the campaign is not shown at all. */
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The instant it starts showing (write it in Jamaica time, `…-05:00`); absent: at once. */
  startsAt: v.optional(Instant),
  /** Who sees it; absent: everyone. */
  audience: v.optional(v.pipe(v.array(v.picklist(POP_UP_AUDIENCES)), v.minLength(1))),
});

export const PopUpContentModuleSchema = v.object({
  contractVersion: v.string(),
  popUps: v.object({
    dashboard: v.optional(PopUpCampaignSchema),
    login: v.optional(PopUpCampaignSchema),
    rewards: v.optional(PopUpCampaignSchema),
  }),
});

export type PopUpSlide = v.InferOutput<typeof PopUpSlideSchema>;
export type PopUpCampaign = v.InferOutput<typeof PopUpCampaignSchema>;
export type PopUpContentModule = v.InferOutput<typeof PopUpContentModuleSchema>;
