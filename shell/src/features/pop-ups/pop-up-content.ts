import {
  POP_UP_CONTAINER,
  POP_UP_CONTRACT_VERSION,
  POP_UP_EXPOSE,
  type PopUpContentModule,
  PopUpContentModuleSchema,
} from '@portal/contracts/pop-up-contract';
import { isCompatibleContract } from '@portal/contracts/remote-contract';
import * as v from 'valibot';
import { federationRuntime } from '../remotes/lazy-federation.ts';

let content: Promise<PopUpContentModule | null> | undefined;

/**
 * The pop-up content named by /config.json `popUpSource`: marketing's own federated build. Loaded
 * once, when a page with a pop-up first needs it. No source, an unreachable one or content that
 * does not meet the contract means no pop-ups — silently, for the member.
 */
export function loadPopUpContent(popUpSource: string | null): Promise<PopUpContentModule | null> {
  if (!popUpSource) return Promise.resolve(null);
  content ??= (async () => {
    try {
      const loaded = await Promise.race([
        federationRuntime().then((runtime) =>
          runtime.loadFromEntry<unknown>(POP_UP_CONTAINER, popUpSource, POP_UP_EXPOSE),
        ),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), 5_000)),
      ]);
      const parsed = v.safeParse(PopUpContentModuleSchema, loaded);
      if (!parsed.success || !isCompatibleContract(parsed.output.contractVersion, POP_UP_CONTRACT_VERSION)) {
        console.warn('Pop-up content ignored: it does not meet the pop-up contract');
        return null;
      }
      return parsed.output;
    } catch (error) {
      console.warn('Pop-up content unavailable', error);
      return null;
    }
  })();
  return content;
}
