/**
 * The number as wa.me wants it: international format, digits only (no +, spaces, dashes or leading
 * zeros); null when no number is set (or the field holds something that is not one).
 */
export function whatsAppDigits(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 7 ? digits : null;
}

/** A chat with the number on WhatsApp, its first message typed in when given. */
export const whatsAppHref = (digits: string, text?: string): string => `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
