import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationSettings } from '@shared/schemas/inbox';

export const notificationSettingsKey = ['admin', 'settings', 'notifications'] as const;

/** Who is emailed about a new enquiry, the visitor's acknowledgement, and whether mail can go out at all. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettings>('/api/settings/notifications', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
