export type ErrorModule =
  | 'transport'
  | 'jackpot'
  | 'auth'
  | 'wallet'
  | 'games'
  | 'rewards'
  | 'content'
  | 'mail'
  | 'chat'
  | 'console'
  | 'limits'
  | 'kyc';

export interface ErrorEntry {
  readonly module: ErrorModule;
  /** HTTP status the envelope travels with: business refusals travel as 200. */
  readonly httpStatus: number;
  /** An English sentence a player may read; the client has its own localized text per code. */
  readonly msg: string;
}

/** An area's entries: one for each of its codes. */
export type CatalogueOf<Codes extends Record<string, number>> = Readonly<
  Record<Codes[keyof Codes], ErrorEntry>
>;
