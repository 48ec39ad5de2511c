/** A duration split for display: minutes under an hour, hours and minutes under a day, else days and hours. */
export type DurationParts =
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

export function durationParts(totalMinutes: number): DurationParts {
  const rounded = Math.max(0, Math.round(totalMinutes));
  if (rounded < 60) return { unit: 'minutes', minutes: rounded };
  if (rounded < 24 * 60) return { unit: 'hours', hours: Math.floor(rounded / 60), minutes: rounded % 60 };
  // past a day the minutes no longer matter: rounded to the nearest hour
  const hoursTotal = Math.round(rounded / 60);
  return { unit: 'days', days: Math.floor(hoursTotal / 24), hours: hoursTotal % 24 };
}

/** The unit that reads naturally for an age in milliseconds (the list's "time ago"), with its count. */
export function ageParts(ms: number): { unit: Intl.RelativeTimeFormatUnit; value: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return { unit: 'minute', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', value: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return { unit: 'day', value: days };
  if (days < 30) return { unit: 'week', value: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', value: Math.floor(days / 30) };
  return { unit: 'year', value: Math.floor(days / 365) };
}
