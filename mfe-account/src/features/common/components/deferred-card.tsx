import { messageOf } from '@portal/api-client/api-failure';
import { Await, useAsyncError, useRevalidator } from '@portal/router/react-router';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { type ReactNode, Suspense } from 'react';
import styles from './deferred-card.module.css';

function CardError({ what }: { what: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return (
    <Alert tone="error">
      <p className={styles.cardErrorText}>
        We couldn’t load {what}. {messageOf(error)}
      </p>
      <Button variant="secondary" onClick={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'}>
        Try again
      </Button>
    </Alert>
  );
}

export interface DeferredCardProps<T> {
  title: string;
  /** What loads, for "Loading your …" and "We couldn't load your …". */
  what: string;
  resolve: Promise<T>;
  /** Height the skeleton reserves, close to the content's, so nothing shifts when it arrives. */
  skeletonHeight?: string;
  /**
   * A skeleton laid out as the content is, for content whose height depends on the screen's
   * width (a grid that is one, two or three columns): it takes `skeletonHeight`'s place.
   */
  skeleton?: ReactNode;
  className?: string | undefined;
  headingLevel?: 2 | 3;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard card whose data loads on its own: the card and its title at once, a skeleton of the
 * content's size while waiting (marked busy), then the content or this card's own error with Try again.
 */
export function DeferredCard<T>({
  title,
  what,
  resolve,
  skeletonHeight = '8rem',
  skeleton,
  className,
  headingLevel = 2,
  children,
}: DeferredCardProps<T>) {
  return (
    <Card title={title} headingLevel={headingLevel} {...(className ? { className } : {})}>
      <Suspense
        fallback={
          // Busy while it loads, as every loading region of the portal says (assistive technology,
          // and the e2e's "nothing is still loading", which read a page before its late cards).
          <div aria-busy="true">{skeleton ?? <Skeleton height={skeletonHeight} label={`Loading ${what}`} />}</div>
        }
      >
        <Await resolve={resolve} errorElement={<CardError what={what} />}>
          {(data: T) => children(data)}
        </Await>
      </Suspense>
    </Card>
  );
}
