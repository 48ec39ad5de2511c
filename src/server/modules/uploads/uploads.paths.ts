/** Where a stored QR code image is served: its content's hash and type. */
const QR_PATH = /^\/uploads\/qrcodes\/([a-f0-9]{64})\.(jpg|png|gif|webp)$/;

export const qrcodePath = (sha256: string, ext: string) => `/uploads/qrcodes/${sha256}.${ext}`;

/** The sha256 named by a stored QR path, or undefined for anything else. */
export function shaOfPath(path: string | null | undefined): string | undefined {
  return path ? QR_PATH.exec(path)?.[1] : undefined;
}
