/** Rows per page of the bonus record and the reward record. */
export const BONUS_LOG_PAGE_SIZE = 20;
