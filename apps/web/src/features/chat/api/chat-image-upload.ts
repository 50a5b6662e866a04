import { call } from '@/lib/api-client';

/** Uploads a picked image (base64) for the chat; its key then goes in a send frame. */
export const uploadChatImage = (image: string) => call('chatImageUpload', { image });
