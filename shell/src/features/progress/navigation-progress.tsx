import { useNavigation } from '@portal/router/react-router';
import { useEffect, useState } from 'react';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '../../timings.ts';
import styles from './navigation-progress.module.css';

/**
 * The navigation progress bar (requirements §2.7, §21.3): it appears only when a navigation takes longer than
 * 200 ms (quick ones stay calm), creeps toward the end over 5 s, and completes when the page is in.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<'hidden' | 'running' | 'done'>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'hidden'));
    const timer = setTimeout(() => setPhase('hidden'), 300);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === 'hidden') return null;
  return (
    <div
      className={`${styles.progress} ${phase === 'running' ? styles.progressRunning : styles.progressDone}`}
      role="progressbar"
      aria-label="Loading the page"
      style={{ ['--ir-progress-duration' as string]: `${PROGRESS_BAR_DURATION_MS}ms` }}
    />
  );
}
