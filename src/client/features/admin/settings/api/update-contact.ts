import { defaultLanguage } from '@shared/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicKeys } from '@/lib/public-queries';
import type { ContactInfo, UpdateContactInput } from '@shared/schemas/contact';

export function updateContact(id: number, input: UpdateContactInput): Promise<ContactInfo> {
  return api.patch<ContactInfo>(`/api/contact/${id}`, { ...input });
}

/** Contact fields, or one `{platform}Qrcode` set to null to delete that QR code (docs/product-spec.md, section 7). */
export function useUpdateContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateContactInput }) => updateContact(id, input),
    onSuccess: (contact) => {
      qc.setQueryData(publicKeys.contact(defaultLanguage), contact);
      return qc.invalidateQueries({ queryKey: publicKeys.contact() });
    },
  });
}
