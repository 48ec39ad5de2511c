import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationSettings, NotificationSettingsInput } from '@shared/schemas/inbox';
import { notificationSettingsKey } from './get-notification-settings';

export function updateNotificationSettings(input: NotificationSettingsInput): Promise<NotificationSettings> {
  return api.put<NotificationSettings>('/api/settings/notifications', { ...input });
}

export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => qc.setQueryData(notificationSettingsKey, saved),
  });
}
