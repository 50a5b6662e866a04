import { SkeletonList } from '@/components/skeleton';

/** What shows while the first route's code is still arriving. */
export function RouteFallback() {
  return <SkeletonList rows={6} height={72} />;
}
