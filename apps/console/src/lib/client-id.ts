/** A send's own id (CHAT_CLIENT_ID): 16 random bytes in base64url, 22 characters. */
export const newClientId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
};
