/** Where an uploaded avatar is served; the client adds the size (`/64.webp`, `/256.webp`). */
export const avatarUrl = (key: string | null): string | null => (key ? `/api/avatars/${key}` : null);
