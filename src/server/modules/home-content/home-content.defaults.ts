import type { TrustDetails } from '../../../shared/schemas/home-content';

export { defaultHomeTexts } from '../../../shared/home-content-defaults';

/** No licence, UEN, address, map or consultants until staff fill them: the site then shows none. */
export const defaultTrustDetails: TrustDetails = { licenceNumber: '', uen: '', registeredAddress: '', mapUrl: '', consultants: [] };
