import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PostedEnquiry } from '@shared/enquiry-form';

/**
 * Where the server's render puts a form posted without JavaScript that it draws again (entry-server.tsx):
 * in the page's query state, so the browser hydrates the same values and messages.
 */
export const postedEnquiryKey = ['enquiry-form', 'posted'] as const;

/** The form as the server drew it after a post, if it did; read once, so the next page's form starts empty. */
export function usePostedEnquiry(): PostedEnquiry | undefined {
  const queryClient = useQueryClient();
  const [posted] = useState(() => queryClient.getQueryData<PostedEnquiry>(postedEnquiryKey));
  useEffect(() => queryClient.removeQueries({ queryKey: postedEnquiryKey }), [queryClient]);
  return posted;
}
