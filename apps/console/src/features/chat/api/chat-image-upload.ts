import { consoleCall } from '@/lib/api-client';

/** Upload an image (base64) to send in a conversation; answers its key. */
export const uploadChatImage = (base64: string) =>
  consoleCall('chatImageUpload', { image: base64 });
