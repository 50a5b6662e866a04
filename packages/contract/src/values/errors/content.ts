import type { CatalogueOf } from './entry';

/**
 * Content and telemetry, 1500–1599: mail 1511–1519, feedback 1521–1529, the live chat 1531–1539.
 */
export const contentCodes = {
  CONFIG_UNAVAILABLE: 1501,
  MAIL_NOT_FOUND: 1511,
  MAIL_NO_ATTACHMENT: 1512,
  MAIL_EXPIRED: 1513,
  MAIL_UNCLAIMED: 1514,
  FEEDBACK_TYPE_UNKNOWN: 1521,
  FEEDBACK_IMAGE_TYPE: 1522,
  FEEDBACK_IMAGE_TOO_LARGE: 1523,
  FEEDBACK_IMAGE_DIMENSIONS: 1524,
  FEEDBACK_TOO_MANY_IMAGES: 1525,
  FEEDBACK_RATE_LIMITED: 1526,
  FEEDBACK_NOT_FOUND: 1527,
  FEEDBACK_CLOSED: 1528,
  FEEDBACK_THREAD_FULL: 1529,
  CHAT_RATE_LIMITED: 1531,
  CHAT_IMAGE_NEEDS_SIGN_IN: 1532,
  CHAT_CONVERSATION_NOT_FOUND: 1533,
  CHAT_CONVERSATION_CLOSED: 1534,
  CHAT_IMAGE_UNKNOWN: 1535,
} as const;

export const contentErrors: CatalogueOf<typeof contentCodes> = {
  [contentCodes.CONFIG_UNAVAILABLE]: {
    module: 'content',
    httpStatus: 200,
    msg: 'The app configuration is not available yet.',
  },
  [contentCodes.MAIL_NOT_FOUND]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'This message does not exist or was deleted.',
  },
  [contentCodes.MAIL_NO_ATTACHMENT]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'This message has nothing to claim.',
  },
  [contentCodes.MAIL_EXPIRED]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'This message has expired: its reward can no longer be claimed.',
  },
  [contentCodes.MAIL_UNCLAIMED]: {
    module: 'mail',
    httpStatus: 200,
    msg: 'Claim the reward of this message before deleting it.',
  },
  [contentCodes.FEEDBACK_TYPE_UNKNOWN]: {
    module: 'content',
    httpStatus: 200,
    msg: 'Choose one of the listed types of feedback.',
  },
  [contentCodes.FEEDBACK_IMAGE_TYPE]: {
    module: 'content',
    httpStatus: 200,
    msg: 'Images must be JPEG, PNG or WebP pictures.',
  },
  [contentCodes.FEEDBACK_IMAGE_TOO_LARGE]: {
    module: 'content',
    httpStatus: 200,
    msg: 'An image is too large: at most 2 MB each and 6 MB in all.',
  },
  [contentCodes.FEEDBACK_IMAGE_DIMENSIONS]: {
    module: 'content',
    httpStatus: 200,
    msg: 'An image is too large: at most 4096 pixels on a side.',
  },
  [contentCodes.FEEDBACK_TOO_MANY_IMAGES]: {
    module: 'content',
    httpStatus: 200,
    msg: 'Too many images for one feedback.',
  },
  [contentCodes.FEEDBACK_RATE_LIMITED]: {
    module: 'content',
    httpStatus: 200,
    msg: 'You have sent a lot of feedback: please wait before sending more.',
  },
  [contentCodes.FEEDBACK_NOT_FOUND]: {
    module: 'content',
    httpStatus: 200,
    msg: 'This feedback does not exist.',
  },
  [contentCodes.FEEDBACK_CLOSED]: {
    module: 'content',
    httpStatus: 200,
    msg: 'This feedback is closed: send a new one.',
  },
  [contentCodes.FEEDBACK_THREAD_FULL]: {
    module: 'content',
    httpStatus: 200,
    msg: 'This conversation is full: send a new feedback.',
  },
  [contentCodes.CHAT_RATE_LIMITED]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'You are sending messages too fast. Please wait a moment.',
  },
  [contentCodes.CHAT_IMAGE_NEEDS_SIGN_IN]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'Sign in to send images.',
  },
  [contentCodes.CHAT_CONVERSATION_NOT_FOUND]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'This conversation does not exist.',
  },
  [contentCodes.CHAT_CONVERSATION_CLOSED]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'This conversation is closed. Reopen it first.',
  },
  [contentCodes.CHAT_IMAGE_UNKNOWN]: {
    module: 'chat',
    httpStatus: 200,
    msg: 'The image was not found. Please attach it again.',
  },
};
