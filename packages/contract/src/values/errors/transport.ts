import type { CatalogueOf } from './entry';

/** The transport codes: success and the HTTP refusals every call may answer. */
export const transportCodes = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export const transportErrors: CatalogueOf<typeof transportCodes> = {
  [transportCodes.OK]: { module: 'transport', httpStatus: 200, msg: 'ok' },
  [transportCodes.BAD_REQUEST]: {
    module: 'transport',
    httpStatus: 400,
    msg: 'The request is not valid.',
  },
  [transportCodes.UNAUTHORIZED]: { module: 'transport', httpStatus: 401, msg: 'Please sign in.' },
  [transportCodes.NOT_FOUND]: { module: 'transport', httpStatus: 404, msg: 'Not found.' },
  [transportCodes.RATE_LIMITED]: {
    module: 'transport',
    httpStatus: 429,
    msg: 'Too many requests, please try again later.',
  },
  [transportCodes.INTERNAL]: {
    module: 'transport',
    httpStatus: 500,
    msg: 'Something went wrong, please try again later.',
  },
  [transportCodes.UNAVAILABLE]: {
    module: 'transport',
    httpStatus: 503,
    msg: 'The service is not available right now, please try again later.',
  },
};
