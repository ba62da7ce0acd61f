import * as v from 'valibot';
import { REMOTE_NAMES } from './route-map.ts';
import { VERSION_ID } from './version-id.ts';

/**
 * `/config.json`: the settings the shell reads at start-up (never from its build). The BFF builds
 * it from its environment or a file and can change it without a restart.
 */
export const RuntimeConfigSchema = v.object({
  programmeName: v.pipe(v.string(), v.minLength(1)),
  /** REGISTRATION=enable (requirements §1.4). */
  registrationEnabled: v.boolean(),
  /** MAINTENANCE=enable. */
  maintenanceEnabled: v.boolean(),
  /** Remote name → URL of its mf-manifest.json. */
  remotes: v.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, v.pipe(v.string(), v.url())])) as Record<
      (typeof REMOTE_NAMES)[number],
      v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>
    >,
  ),
  /** Manifest URL of the build that provides the pop-up content; null means no pop-ups. */
  popUpSource: v.nullable(v.pipe(v.string(), v.url())),
  /** Analytics property id; null keeps analytics off. */
  analyticsId: v.nullable(v.string()),
  /**
   * TELEMETRY_SAMPLE_RATE: the share of page loads (0–1) whose shell reports real-user telemetry
   * to POST /bff/telemetry; 0 turns it off. Decided once per page load, so a sampled page reports
   * its loads and its errors alike and the error rates stay true.
   */
  telemetrySampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /**
   * OFFLINE_TIMEOUT_SECONDS: how long a signed-in member's page waits on the network before the
   * service worker starts it from the saved copy instead (the card and active vouchers, docs/offline.md).
   */
  offlineTimeoutSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)), 4),
  /** The partner bank whose credit cards members can link. */
  partnerBankName: v.string(),
  /** Toll-free customer-care line shown in the footer. */
  tollFreePhone: v.string(),
  /**
   * Remote name → its canary: the candidate `version` (a published deploy id, served from
   * `<origin>/v/<version>/mf-manifest.json`) for a sticky `share` percent of visitors, beside
   * `current`. Written by `deploy:remote --canary/--promote/--abort`; the BFF alone reads it, and
   * gives each browser its own remote list instead (shell/server/canary/). Never sent to browsers.
   */
  canaries: v.optional(
    v.record(
      v.picklist(REMOTE_NAMES),
      v.object({
        version: v.pipe(v.string(), v.regex(VERSION_ID)),
        current: v.nullable(v.pipe(v.string(), v.regex(VERSION_ID))),
        share: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
      }),
    ),
    {},
  ),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
export type Canary = NonNullable<RuntimeConfig['canaries'][keyof RuntimeConfig['canaries']]>;
