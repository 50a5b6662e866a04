import {
  FEEDBACK_IMAGE_MAX_BYTES,
  sniffImageType,
  type FeedbackImageType,
} from '@lobby/contract/values/feedback';

/** Why a file is not sent as an image: the server's rules, checked before uploading. */
export type ImageProblem = 'type' | 'size';

/**
 * Whether a file may be uploaded as an image, as the server will decide: its type by its first
 * bytes (a renamed file is not a picture, whatever its name or declared type), 2 MiB at most.
 */
export const checkImage = (
  head: Uint8Array,
  size: number,
): { type: FeedbackImageType } | { problem: ImageProblem } => {
  if (size > FEEDBACK_IMAGE_MAX_BYTES) return { problem: 'size' };
  const type = sniffImageType(head);
  return type ? { type } : { problem: 'type' };
};

const readBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/** A picked file's bytes in base64 (as chatImageUpload takes them), or why it is not taken. */
export async function readImage(
  file: File,
): Promise<{ base64: string; type: FeedbackImageType } | { problem: ImageProblem }> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const checked = checkImage(head, file.size);
  if ('problem' in checked) return checked;
  return { base64: await readBase64(file), type: checked.type };
}
