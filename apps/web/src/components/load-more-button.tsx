import { Button } from './button';

/** What the button needs of an infinite query. */
interface NextPage {
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
}

/** "Load more" under a paged list: asks for the next page, and says so while it comes. */
export function LoadMoreButton({
  query,
  label,
  loadingLabel,
  className,
}: {
  query: NextPage;
  label: string;
  loadingLabel: string;
  className?: string | undefined;
}) {
  return (
    <Button
      variant="ghost"
      className={className}
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}
