import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { SharedStore } from './shared-store.ts';

/** Redis when REDIS_URL is set (a fleet), otherwise this process's memory (`npm start`). */
export function createSharedStore(settings: { redisUrl: string | undefined }): SharedStore {
  return settings.redisUrl ? createRedisStore(settings.redisUrl) : createMemoryStore();
}
