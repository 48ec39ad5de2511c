/** Back-office routes (owned by the admin feature): lazy elements, so public pages never load them. */
export const adminRoutes = <></>;
