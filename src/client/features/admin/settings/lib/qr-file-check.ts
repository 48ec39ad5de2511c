export const MAX_QR_BYTES = 5 * 1024 * 1024;
export const QR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const QR_ACCEPT = QR_TYPES.join(',');

/** The browser checks size and type before uploading; the server checks the bytes again (docs/product-spec.md, section 5). */
export function checkQrFile(file: Pick<File, 'size' | 'type' | 'name'>): 'tooLarge' | 'badType' | null {
  if (file.size > MAX_QR_BYTES) return 'tooLarge';
  const byType = (QR_TYPES as readonly string[]).includes(file.type);
  const byName = file.type === '' && /\.(jpe?g|png|gif|webp)$/i.test(file.name);
  return byType || byName ? null : 'badType';
}
